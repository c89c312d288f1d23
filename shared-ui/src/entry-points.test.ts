describe('entry points', () => {
  it('when the main entry is imported, then formik is not (it belongs to @hfl/shared-ui/forms)', () => {
    jest.isolateModules(() => {
      jest.doMock('formik', () => {
        throw new Error('the main entry imported formik');
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules loads synchronously
      expect(() => require('./index')).not.toThrow();
    });
  });
});
