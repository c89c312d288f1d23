import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  API,
  BLOG_LIST_MAX,
  formatDisplayDateIn,
  LOCALES,
  toLocale,
  type BlogPostSummary,
  type Locale,
} from '@hfl/contracts';
import {
  Button,
  ConfirmModal,
  LoadMore,
  PageHeader,
  Table,
  useApiAction,
  useModalSubject,
  usePagedApiGet,
  type TableColumn,
} from '@hfl/shared-ui';
import { fieldControl } from '@hfl/shared-ui/forms';
import { Actions } from '../../components/page-styles';
import { UntilLoaded } from '../../components/until-loaded';
import { useOwnerTimezone } from '../../owner-settings/use-owner-timezone';

const LanguageRow = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  label {
    font-weight: 600;
  }
  select {
    ${fieldControl}
  }
`;

/**
 * `/owner/blog`: the posts of one language (the owner's own at first), newest first, with Edit and Delete (confirmed);
 * New Post opens the editor.
 */
export function OwnerBlogPage() {
  const { t, i18n } = useTranslation('owner');
  const timezone = useOwnerTimezone();
  const { run } = useApiAction();
  const [locale, setLocale] = useState<Locale>(() => toLocale(i18n.language));
  const [refresh, setRefresh] = useState(0);
  const posts = usePagedApiGet<BlogPostSummary>(`${API.blogPosts}?locale=${locale}`, {
    pageSize: BLOG_LIST_MAX,
    refresh,
  });
  const deleting = useModalSubject<BlogPostSummary>();

  const confirmDelete = async () => {
    if (!deleting.subject) return;
    const { id, title } = deleting.subject;
    deleting.close();
    const done = await run({ method: 'DELETE', path: API.blogPost(id) }, { success: t('blog.deleted', { title }) });
    if (done.ok) setRefresh((n) => n + 1);
  };

  return (
    <section aria-labelledby="owner-blog-title">
      <PageHeader>
        <h1 id="owner-blog-title">{t('blog.title')}</h1>
        <Actions>
          <Button as={Link} to="/owner/blog/create-post">
            {t('blog.newPost')}
          </Button>
        </Actions>
      </PageHeader>

      <LanguageRow>
        <label htmlFor="owner-blog-language">{t('blog.language')}</label>
        <select
          id="owner-blog-language"
          value={locale}
          onChange={(event) => setLocale(toLocale(event.currentTarget.value))}
        >
          {LOCALES.map((code) => (
            <option key={code} value={code}>
              {t(`common:language.${code}`)}
            </option>
          ))}
        </select>
      </LanguageRow>

      {posts.status !== 'ready' ? (
        <UntilLoaded failed={posts.status === 'failed'} onRetry={() => setRefresh((n) => n + 1)} />
      ) : (
        <>
          <PostsTable rows={posts.items} timezone={timezone} onDelete={deleting.show} />
          <LoadMore hasMore={posts.hasMore} loading={posts.loadingMore} onLoadMore={posts.loadMore} />
        </>
      )}

      <ConfirmModal
        open={deleting.open}
        title={t('blog.deleteTitle')}
        message={t('blog.deleteConfirm', { title: deleting.subject?.title })}
        confirmLabel={t('blog.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={deleting.close}
      />
    </section>
  );
}

/** The posts loaded so far: title, category, date (in the site's timezone), Edit and Delete. */
function PostsTable({
  rows,
  timezone,
  onDelete,
}: {
  rows: BlogPostSummary[];
  timezone: string;
  onDelete: (post: BlogPostSummary) => void;
}) {
  const { t } = useTranslation('owner');
  const columns: Array<TableColumn<BlogPostSummary>> = [
    { key: 'title', header: t('blog.columns.title') },
    { key: 'category', header: t('blog.columns.category') },
    { key: 'createdAt', header: t('blog.columns.date'), render: (row) => formatDisplayDateIn(row.createdAt, timezone) },
    {
      key: 'actions',
      pin: 'end',
      header: t('blog.columns.actions'),
      render: (row) => (
        <Actions>
          <Button
            as={Link}
            to={`/owner/blog/${row.id}`}
            variant="secondary"
            aria-label={`${t('blog.edit')}: ${row.title}`}
          >
            {t('blog.edit')}
          </Button>
          <Button
            type="button"
            variant="danger"
            aria-label={`${t('blog.delete')}: ${row.title}`}
            onClick={() => onDelete(row)}
          >
            {t('blog.delete')}
          </Button>
        </Actions>
      ),
    },
  ];
  return <Table columns={columns} rows={rows} rowKey={(row) => row.id} emptyText={t('blog.empty')} />;
}
