import {
  filterShown,
  initialOwnerUsersState,
  ownerUsersReducer,
  selectOwnerUsersRecipients,
  userRemoved,
  userToggled,
  wholeListToggled,
  type OwnerUsersState,
} from './slice';

const run = (...actions: Parameters<typeof ownerUsersReducer>[1][]): OwnerUsersState =>
  actions.reduce(ownerUsersReducer, initialOwnerUsersState);

describe('ownerUsers slice', () => {
  it.each([
    ['nothing chosen', run(filterShown('newsletter=1')), null],
    [
      'two users chosen',
      run(filterShown('newsletter=1'), userToggled('a'), userToggled('b')),
      { kind: 'users', ids: ['a', 'b'] },
    ],
    ['a user chosen twice (unchosen)', run(userToggled('a'), userToggled('a')), null],
    [
      'the whole list',
      run(filterShown('nbLeagues=0'), userToggled('a'), wholeListToggled()),
      { kind: 'wholeList', filter: 'nbLeagues=0' },
    ],
    ['the whole list, then not', run(wholeListToggled(), wholeListToggled()), null],
    ['users chosen, then the filter changed', run(userToggled('a'), filterShown('newsletter=0')), null],
    ['the whole list, then the filter changed', run(wholeListToggled(), filterShown('newsletter=0')), null],
    [
      'users chosen, the same filter shown again',
      run(filterShown('x=1'), userToggled('a'), filterShown('x=1')),
      { kind: 'users', ids: ['a'] },
    ],
    ['a chosen user deleted', run(userToggled('a'), userToggled('b'), userRemoved('a')), { kind: 'users', ids: ['b'] }],
  ])('when %s, then the recipients are %j', (_what, state, recipients) => {
    expect(selectOwnerUsersRecipients({ ownerUsers: state })).toEqual(recipients);
  });

  it('when the selection did not change, then the recipients are the same object', () => {
    const state = { ownerUsers: run(userToggled('a')) };

    expect(selectOwnerUsersRecipients(state)).toBe(selectOwnerUsersRecipients(state));
  });
});
