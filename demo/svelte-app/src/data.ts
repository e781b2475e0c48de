/** Deterministic demo rows (the same on every load, for the e2e test). */
export interface Person { id: number; name: string; team: string; salary: number }

const FIRST = ['Ada', 'Alan', 'Grace', 'Edsger', 'Barbara', 'Donald', 'Frances', 'John', 'Margaret', 'Ken'];
const LAST = ['Lovelace', 'Turing', 'Hopper', 'Dijkstra', 'Liskov', 'Knuth'];
const TEAMS = ['Platform', 'Research', 'Support'];

export function makeStaff(count: number): Person[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`,
    team: TEAMS[i % TEAMS.length],
    salary: 50_000 + ((i * 7919) % 40) * 1_000,
  }));
}
