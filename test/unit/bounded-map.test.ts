// Making room in a bounded per-caller map: the entries of no more use go first, then the oldest.
import { makeRoom } from '../../lib/platform/http/bounded-map.js';

describe('makeRoom', () => {
  it('leaves a map with room as it is', () => {
    const map = new Map([['a', 1]]);
    makeRoom(map, 2, () => true);
    expect([...map.keys()]).toEqual(['a']);
  });

  it('drops every entry of no more use from a full map, and no other', () => {
    const map = new Map([
      ['a', 1],
      ['b', 5],
      ['c', 2],
    ]);
    makeRoom(map, 3, (value) => value < 3);
    expect([...map.keys()]).toEqual(['b']);
  });

  it('drops the oldest entry of a full map whose entries are all still of use', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    makeRoom(map, 2, () => false);
    expect([...map.keys()]).toEqual(['b']);
  });
});
