import { routesWithoutTitle } from '@hfl/shared-ui/testing';
import registration from '../register';

describe("the player remote's document titles", () => {
  it('when any of its pages opens, then the document has its own title in both languages', async () => {
    expect(await routesWithoutTitle(registration)).toEqual([]);
  });
});
