import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { API, BLOG_POST_LIMITS, type Locale } from '@hfl/contracts';
import { Button, useApiGet } from '@hfl/shared-ui';
import { FieldErrorText, fieldControl, useBoundField } from '@hfl/shared-ui/forms';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 16px;
  label {
    font-weight: 600;
  }
  input {
    ${fieldControl}
  }
`;

const Hint = styled.span`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 2px 2px 2px ${({ theme }) => theme.space(3)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primaryLight};
  button {
    font: inherit;
    min-width: 28px;
    min-height: 28px;
    border: 0;
    border-radius: 999px;
    background: transparent;
    cursor: pointer;
  }
  button:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const AddRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  input {
    flex: 1;
  }
`;

/** Suggestions the browser offers under an input (its `list`): nothing while they load or when they failed. */
function useSuggestions(path: string): string[] {
  const answer = useApiGet<string[]>(path, { quiet: true });
  return answer.status === 'ready' ? answer.data : [];
}

/** The post's category: one of the language's categories (GET blog-categories) offered, or a new one typed. */
export function CategoryField({ locale }: { locale: Locale }) {
  const { t } = useTranslation('owner');
  const { field, id, errorId, error, describedBy } = useBoundField<string>('category');
  const categories = useSuggestions(`${API.blogCategories}?locale=${locale}`);
  const listId = `${id}-categories`;
  const hintId = `${id}-hint`;
  return (
    <Field>
      <label htmlFor={id}>{t('blog.form.category')}</label>
      <input
        {...field}
        value={field.value ?? ''}
        id={id}
        list={listId}
        autoComplete="off"
        maxLength={BLOG_POST_LIMITS.category}
        {...describedBy}
        aria-describedby={[hintId, describedBy['aria-describedby']].filter(Boolean).join(' ')}
      />
      <datalist id={listId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <Hint id={hintId}>{t('blog.form.categoryHint')}</Hint>
      {error ? <FieldErrorText id={errorId}>{t(error, { defaultValue: error })}</FieldErrorText> : null}
    </Field>
  );
}

/**
 * The post's tags as removable chips; a new one is typed (the language's tags starting with it are suggested, GET
 * tags) and added with Enter or the Add button.
 */
export function TagsField({ locale }: { locale: Locale }) {
  const { t } = useTranslation('owner');
  const { field, helpers, id, errorId, error } = useBoundField<string[]>('tags');
  const [draft, setDraft] = useState('');
  const filter = encodeURIComponent(draft.trim());
  const suggestions = useSuggestions(`${API.blogTags}?filter=${filter}&locale=${locale}`);
  const tags = field.value ?? [];
  const listId = `${id}-suggestions`;

  const add = () => {
    const tag = draft.trim();
    if (tag && !tags.includes(tag)) void helpers.setValue([...tags, tag]);
    setDraft('');
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the tag; it does not send the form.
    event.preventDefault();
    add();
  };

  return (
    <Field role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id}>
        {t('blog.form.tags')}
      </label>
      {tags.length > 0 ? (
        <Chips>
          {tags.map((tag) => (
            <Chip key={tag}>
              {tag}
              <button
                type="button"
                aria-label={t('blog.form.removeTag', { tag })}
                onClick={() => void helpers.setValue(tags.filter((kept) => kept !== tag))}
              >
                ×
              </button>
            </Chip>
          ))}
        </Chips>
      ) : null}
      <AddRow>
        <input
          id={id}
          aria-label={t('blog.form.tagInput')}
          list={listId}
          autoComplete="off"
          maxLength={BLOG_POST_LIMITS.tag}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={addOnEnter}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="button" variant="secondary" onClick={add}>
          {t('blog.form.addTag')}
        </Button>
      </AddRow>
      <datalist id={listId}>
        {suggestions
          .filter((tag) => !tags.includes(tag))
          .map((tag) => (
            <option key={tag} value={tag} />
          ))}
      </datalist>
      {error ? <FieldErrorText id={errorId}>{t(String(error), { defaultValue: String(error) })}</FieldErrorText> : null}
    </Field>
  );
}
