import type { RiskCategory } from '../risk';
import type { Analysis, RiskReason } from './check-message';
import { extractFeatures } from './features';
import trained from './model-weights.json';

// The learned half of the risk check: a logistic regression over the features in features.ts,
// trained by `npm run train:crisis` on the dev split of eval/crisis and on conversation windows
// (his last three messages read as one, as assess-conversation.ts reads them), including the
// companion's read splits; never on the frozen test split or a held-out companion split (weights
// committed in model-weights.json, thresholds chosen by leave-one-writer-out cross-validation,
// ADR 025). The rules stay
// the explainable core; the scorer catches the long tail of wording no rule names, and can only
// raise a message to concern, never to crisis (that takes a rule, which can say why in words). It
// can also lower a rule's crisis to concern when the whole message reads unlike risk, so crisis
// needs the rule and the scorer to agree; it never lowers anything to none.

export type RiskModel = {
  bias: number;
  weights: Record<string, number>;
  /** `concern`: the scorer alone raises a message to concern. `crisis`: below this, a rule's
   * crisis is lowered to concern. */
  thresholds: { concern: number; crisis: number };
};

const MODEL: RiskModel = trained;

// The weights as a Map, built once per model on first use: a long message asks for hundreds of
// freshly built keys, which a Map is made for and a 50,000-key object is not.
const weightMaps = new WeakMap<RiskModel, Map<string, number>>();
function weightsOf(model: RiskModel): Map<string, number> {
  let weights = weightMaps.get(model);
  if (!weights) {
    weights = new Map(Object.entries(model.weights));
    weightMaps.set(model, weights);
  }
  return weights;
}

export function riskProbability(features: Set<string>, model: RiskModel = MODEL): number {
  const weights = weightsOf(model);
  let sum = model.bias;
  for (const feature of features) sum += weights.get(feature) ?? 0;
  return 1 / (1 + Math.exp(-sum));
}

const has = (features: Set<string>, ...names: string[]) => names.some((name) => features.has(name));
const TOOK = ['w:took', 'w:taken', 'w:swallowed', 'w:downed', 'w:necked', 'w:drank'];

/** The likeliest category from the concepts present, for a message no rule named. */
function categoryOf(features: Set<string>): RiskCategory {
  if (has(features, ...TOOK) && has(features, 'c:pills')) return 'overdose-injury';
  if (has(features, 'c:abuse')) return 'abuse-danger';
  if (has(features, 'c:violence') && has(features, 'c:serious') && !has(features, 'c:death'))
    return 'harm-to-others';
  if (has(features, 'c:thirdRisk') && !has(features, 'c:selfRef')) return 'other-at-risk';
  // Despair told of someone else, with nothing said of himself: the question is about them.
  if (
    has(features, 'c:thirdRef') &&
    !has(features, 'c:selfRef') &&
    has(features, 'c:hopeless', 'c:finality', 'c:death', 'c:wish')
  )
    return 'other-at-risk';
  if (has(features, 'c:time') && has(features, 'c:timeAct', 'c:finality')) return 'plan-timeframe';
  if (has(features, 'c:method')) return 'method-means';
  if (has(features, 'c:goodbye', 'c:possessions')) return 'preparation-goodbye';
  if (has(features, 'c:blood')) return 'self-harm';
  return 'wish-to-die';
}

/** The features that pushed the score up most: the "why" for a model decision. */
function strongest(features: Set<string>, model: RiskModel): string {
  return [...features]
    .map((feature) => [feature, weightsOf(model).get(feature) ?? 0] as const)
    .filter(([, weight]) => weight > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([feature]) => feature)
    .join(', ');
}

export function scoreRisk(
  analysis: Analysis,
  model: RiskModel = MODEL,
): { confirmsCrisis: boolean; concern?: RiskReason } {
  const features = extractFeatures({
    text: analysis.text,
    fired: [...analysis.crisis, ...analysis.concern].map((reason) => reason.rule),
    guarded: analysis.guarded,
    flags: analysis.flags,
  });
  const p = riskProbability(features, model);
  const confirmsCrisis = p >= model.thresholds.crisis;
  if (p < model.thresholds.concern) return { confirmsCrisis };
  const category = analysis.concern[0]?.category ?? categoryOf(features);
  return {
    confirmsCrisis,
    concern: { rule: 'model', category, words: strongest(features, model) },
  };
}
