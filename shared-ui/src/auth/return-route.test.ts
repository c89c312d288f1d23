import { consumeReturnRoute, peekReturnRoute, rememberReturnRoute } from '../index';

describe('return route', () => {
  beforeEach(() => sessionStorage.clear());

  it('when the hash matches, then the path is returned once', () => {
    const hash = rememberReturnRoute('/leagues/7/join');

    expect(consumeReturnRoute(hash)).toBe('/leagues/7/join');
    expect(consumeReturnRoute(hash)).toBeNull();
  });

  it('when the hash does not match, then nothing is returned and the route is forgotten', () => {
    const hash = rememberReturnRoute('/team');

    expect(consumeReturnRoute(`${hash}x`)).toBeNull();
    expect(consumeReturnRoute()).toBeNull();
  });

  it('when no hash is given, then the remembered path is returned', () => {
    rememberReturnRoute('/trophies');

    expect(consumeReturnRoute()).toBe('/trophies');
  });

  it('when remembered twice, then each call makes a new hash', () => {
    expect(rememberReturnRoute('/a')).not.toBe(rememberReturnRoute('/a'));
  });

  it('when peeked with its hash, then the path comes back and stays for the login; another hash reads nothing', () => {
    const hash = rememberReturnRoute('/leagues/7/join');

    expect(peekReturnRoute(`${hash}x`)).toBeNull();
    expect(peekReturnRoute(hash)).toBe('/leagues/7/join');
    expect(consumeReturnRoute(hash)).toBe('/leagues/7/join');
  });
});
