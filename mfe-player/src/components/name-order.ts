/** A person's two names in the order the language writes and asks for them. */
export type NameField = 'firstName' | 'lastName';

/** Hungarian puts the family name first (Vezetéknév, then Keresztnév); English the given name. */
export function nameOrder(language: string): readonly [NameField, NameField] {
  return language.startsWith('hu') ? ['lastName', 'firstName'] : ['firstName', 'lastName'];
}
