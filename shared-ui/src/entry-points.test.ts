describe('entry points', () => {
  // The main entry is on the first page: what only later pages need stays in its own entry or loads on demand.
  it.each([
    ['formik', 'it belongs to @hfl/shared-ui/forms'],
    ['focus-trap', 'it loads with the first dialog'],
    ['@testing-library/react', 'it belongs to @hfl/shared-ui/testing, for tests only'],
  ])('when the main entry is imported, then %s is not (%s)', (library) => {
    jest.isolateModules(() => {
      jest.doMock(library, () => {
        throw new Error(`the main entry imported ${library}`);
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules loads synchronously
      expect(() => require('./index')).not.toThrow();
    });
    jest.dontMock(library);
  });
});
