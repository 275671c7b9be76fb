import { defaultPromotions } from './promotions';

describe('defaultPromotions', () => {
  it('moves each preset class to the next one and the last class out of the school', () => {
    const rooms = [
      { _id: 'kg2', name: 'kg2' },
      { _id: 'n1', name: 'Nursery 1' },
      { _id: 'p5', name: 'primary5' },
      { _id: 'p6', name: 'Primary6' },
    ];
    expect(defaultPromotions('Primary', rooms)).toEqual({
      kg2: 'n1',
      n1: 'p5',
      p5: 'p6',
      p6: null,
    });
  });

  it('moves a class up to the next class the school has, over the ones it lacks', () => {
    const rooms = [
      { _id: 'p1', name: 'Primary1' },
      { _id: 'p3', name: 'Primary 3' },
      { _id: 'p6', name: 'Primary6' },
    ];
    expect(defaultPromotions('Primary', rooms)).toEqual({ p1: 'p3', p3: 'p6', p6: null });
  });

  it("keeps the school's top class when the level goes on above it, and a class no preset", () => {
    const rooms = [
      { _id: 'p1', name: 'Primary1' },
      { _id: 'p3', name: 'Primary3' },
      { _id: 'gold', name: 'Gold Class' },
    ];
    expect(defaultPromotions('Primary', rooms)).toEqual({ p1: 'p3' });
  });

  it('runs through every level for a school of level Other', () => {
    const rooms = [
      { _id: 'p6', name: 'Primary6' },
      { _id: 'jss1', name: 'JSS1' },
    ];
    expect(defaultPromotions('Other', rooms)).toEqual({ p6: 'jss1' });
  });
});
