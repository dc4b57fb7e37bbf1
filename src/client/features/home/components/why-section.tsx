import { WHY_POINTS, WHY_STATS } from '@shared/content/home';

export function WhySection() {
  return (
    <section aria-labelledby="why-title" className="bg-muted py-16">
      <div className="container mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-2">
        <div>
          <h2 id="why-title" className="text-3xl font-bold tracking-tight">
            Why it Exists
          </h2>
          <ul className="mt-6 space-y-5">
            {WHY_POINTS.map((point) => (
              <li key={point.title}>
                <h3 className="font-semibold">{point.title}</h3>
                <p className="mt-1 text-muted-foreground">{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <ul className="grid content-center gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {WHY_STATS.map((stat) => (
            <li
              key={stat.value}
              className="flex flex-col gap-1 rounded-xl border bg-card p-6 shadow-sm"
            >
              <span className="text-4xl font-extrabold text-primary">{stat.value}</span>
              <span className="text-muted-foreground">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
