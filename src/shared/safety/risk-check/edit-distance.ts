/** True when a and b differ by at most one insertion, deletion, substitution or swap of neighbours. */
export function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  const restA = a.slice(start);
  const restB = b.slice(start);
  if (a.length === b.length) {
    // One substitution, or two neighbours swapped ("suicdie").
    return (
      restA.slice(1) === restB.slice(1) ||
      (restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
    );
  }
  // One letter more or less ("sucidal", "killl").
  return a.length > b.length ? restA.slice(1) === restB : restA === restB.slice(1);
}
