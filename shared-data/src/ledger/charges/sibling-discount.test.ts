import { siblingOrder, siblingPercents, type SiblingPlace } from './sibling-discount';

const child = (
  id: string,
  age: number,
  className: string,
  createdAt = '2026-01-01',
): SiblingPlace => ({
  id,
  age,
  className,
  createdAt,
});

describe('siblingPercents', () => {
  const rule = { second: 10, later: 15, order: 'age' as const };

  it('gives the eldest nothing off, the second child the second rate, every later one the later', () => {
    const family = [
      child('ada', 7, 'Primary2'),
      child('chidi', 12, 'Jss1'),
      child('emeka', 4, 'KG2'),
      child('ife', 9, 'Primary4'),
    ];
    expect(Object.fromEntries(siblingPercents(family, rule))).toEqual({
      chidi: 0,
      ife: 10,
      ada: 15,
      emeka: 15,
    });
  });

  it('counts by class when the school says so: the highest preset class first, other names last', () => {
    const family = [
      child('ada', 12, 'Primary6'),
      child('chidi', 10, 'Jss1'),
      child('obi', 14, 'Swimming club'),
    ];
    expect(siblingOrder(family, 'class').map((one) => one.id)).toEqual(['chidi', 'ada', 'obi']);
  });

  it('puts the one registered first ahead of a twin of the same age and class', () => {
    const twins = [
      child('second', 8, 'Primary3', '2026-02-01'),
      child('first', 8, 'Primary3', '2026-01-01'),
    ];
    expect(Object.fromEntries(siblingPercents(twins, rule))).toEqual({ first: 0, second: 10 });
  });
});
