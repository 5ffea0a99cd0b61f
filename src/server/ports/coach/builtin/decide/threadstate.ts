/** The thread state (decision 091): stub, filled in by the next commit. */
export interface Fact { kind: 'date' | 'time' | 'money' | 'count'; text: string }
export function factsIn(_message: string): Fact[] {
  return [];
}
