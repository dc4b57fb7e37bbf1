import { CRISIS_LINES } from '@shared/safety/crisis-lines';
import { useCountry } from './use-country';

/** His country's crisis lines: fixed text, never model output, following his country choice. */
export function useCrisisLines() {
  const [country] = useCountry();
  return CRISIS_LINES[country];
}
