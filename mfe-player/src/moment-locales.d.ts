// moment's locale files register themselves on import and ship no type declarations.
declare module 'moment/locale/hu';
