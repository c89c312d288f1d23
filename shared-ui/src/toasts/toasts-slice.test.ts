import { ROLES, type SessionUser } from '@hfl/contracts';
import { loggedIn } from '../session/session-slice';
import { selectToasts, toastShown, toastsReducer } from './toasts-slice';

const user: SessionUser = { id: 'u1', email: 'u@hfl.hu', name: 'U', roles: [ROLES.USER], locale: 'en' };

describe('toasts slice', () => {
  it('when the visitor logs in, then every toast shown to the visitor (e.g. "Please login to continue") goes', () => {
    let state = toastsReducer(
      undefined,
      toastShown({
        kind: 'success',
        title: 'Your account was successfully confirmed',
        message: 'Please login to continue',
      }),
    );
    state = toastsReducer(state, toastShown({ kind: 'error', title: 'Incorrect e-mail / password', message: 'Wrong' }));
    expect(state).toHaveLength(2);

    state = toastsReducer(state, loggedIn({ user, csrfToken: 't' }));

    expect(selectToasts({ toasts: state })).toEqual([]);
  });

  it('when a toast is made of a failure that ended the session, then it is not shown (/expired says it)', () => {
    const state = toastsReducer(
      undefined,
      toastShown({ kind: 'error', title: 'Error', message: 'Your session has expired.', endedSession: true }),
    );

    expect(state).toEqual([]);
  });

  it('when an ordinary error toast is shown, then it is kept', () => {
    const state = toastsReducer(undefined, toastShown({ kind: 'error', title: 'Error', message: 'Server error' }));

    expect(state).toEqual([expect.objectContaining({ kind: 'error', title: 'Error', message: 'Server error' })]);
  });
});
