import type { i18n as I18n } from 'i18next';
import type { InjectableStore, RemoteRegistration } from '@hfl/shared-ui/core';
import { createRemoteLoader } from './remote-loader';

/**
 * The order in which a remote's arrival reaches the app, with a mark at the start of each new task: a step that runs
 * in the task after the one before it finds a mark between them.
 */
function arrival({ textsHeld = false } = {}) {
  const steps: string[] = [];
  let textsArrive = () => {};
  const texts = textsHeld ? new Promise<void>((resolve) => (textsArrive = resolve)) : Promise.resolve();
  const step = (name: string) => {
    steps.push(name);
    setTimeout(() => steps.push('next task'), 0);
  };
  const store = {
    injectReducer: () => step('reducers'),
    injectSaga: (key: string) => step(`saga ${key}`),
  } as unknown as InjectableStore;
  const i18n = {
    loadNamespaces: () => {
      step('texts');
      return texts;
    },
  } as unknown as I18n;
  const page = (name: string) => () => {
    step(`page ${name}`);
    return Promise.resolve({});
  };
  const registration: RemoteRegistration = {
    name: 'player',
    routes: [
      {
        id: 'layout',
        path: '/',
        lazy: page('layout'),
        children: [{ id: 'players', path: 'players', lazy: page('players') }],
      },
      { id: 'team', path: '/team', lazy: page('team') },
    ],
    reducers: { player: (state: unknown = null) => state },
    sagas: [
      { key: 'first', saga: function* first() {} },
      { key: 'second', saga: function* second() {} },
    ],
    i18n: {},
  };
  const loader = createRemoteLoader({
    store,
    i18n,
    locate: () => Promise.resolve([{ name: 'mfe_player', entry: '/mfe/player/mf-manifest.json' }]),
    load: () => Promise.resolve(registration),
  });
  return { steps, loader, textsArrive: () => textsArrive() };
}

/** The steps, the marks of new tasks folded into one: "a | next task | b" says b ran in a later task than a. */
const inTasks = (steps: string[]) => steps.join(' | ').replace(/( \| next task)+/g, ' | next task');

describe('a remote arriving in the running app', () => {
  it('when a remote loads, then its texts, its reducers and its sagas (together, in their order) each come in a task of their own', async () => {
    const { steps, loader } = arrival();
    await expect(loader.load('mfe_player')).resolves.not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inTasks(steps)).toMatch(/^texts \| next task \| reducers \| next task \| saga first \| saga second/);
  });

  it('when a remote loads, then it is ready only once its texts have arrived', async () => {
    const { loader, textsArrive } = arrival({ textsHeld: true });
    let ready = false;
    const loading = loader.load('mfe_player').then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    textsArrive();
    await loading;
    expect(ready).toBe(true);
  });

  it("when a remote loads for a page, then the page's routes start loading, each in a task of its own, before the remote's texts", async () => {
    const { steps, loader } = arrival();
    await loader.load('mfe_player', '/players');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inTasks(steps)).toMatch(
      /^page layout \| next task \| page players \| next task \| texts \| next task \| reducers \| next task \| saga first/,
    );
  });
});
