import { Link } from 'react-router';

// ISSUE 17 LINK GOES HERE. The safety plan (/safety-plan, issue 17) was not in main when the
// self-check was merged. When it lands, set this to '/safety-plan': the item 9 crisis flow then
// offers "Open my safety plan" between the lines and the question. This is the only place.
const SAFETY_PLAN_PATH: string | null = null;

/** His safety plan, offered in the item 9 crisis flow once Steady has one. */
export function SafetyPlanLink() {
  if (!SAFETY_PLAN_PATH) return null;
  return (
    <p>
      <Link
        to={SAFETY_PLAN_PATH}
        className="font-semibold text-primary underline underline-offset-2"
      >
        Open my safety plan
      </Link>
    </p>
  );
}
