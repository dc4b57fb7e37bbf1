const STEPS = [
  'Download the circle gradient or circle solid logo above. Use the PNG file: it is 1024 × 1024 pixels, more than Instagram needs.',
  'Send the PNG to your phone (AirDrop, email to yourself or a cloud drive) and save it to your photos.',
  'In Instagram, open your profile and tap Edit profile, then Edit picture or avatar.',
  'Choose New profile picture and pick the Steady logo from your photos.',
  'Instagram shows profile photos as a circle: center the waves in the frame, then tap Done.',
];

export function InstagramInstructions() {
  return (
    <section aria-labelledby="instagram-title" className="rounded-2xl border bg-card p-6 shadow-sm">
      <h2 id="instagram-title" className="text-2xl font-semibold tracking-tight">
        Using the logo as an Instagram profile photo
      </h2>
      <ol className="mt-4 list-decimal space-y-2 pl-6 leading-7 marker:font-semibold">
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-muted-foreground">
        Tip: the square gradient version suits posts and stories; the circle versions already match
        Instagram&apos;s round crop, so nothing important gets cut off.
      </p>
    </section>
  );
}
