import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BLOG_ARCHIVE_THRESHOLD, HOME_NEWS_PATH, type BlogPostSummary } from '@hfl/contracts';
import { Spinner, useApiGet, PostCard, type PostCardSize } from '@hfl/shared-ui/core';

/** The spec's news block: the first 4 posts large, the next up to 7 small. */
const LARGE_POSTS = 4;
const SMALL_POSTS = 7;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  h2 {
    font-size: 1.5rem;
  }
`;

const Grid = styled.ul<{ $size: PostCardSize }>`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(${({ $size }) => ($size === 'large' ? '260px' : '240px')}, 1fr));
`;

const Archive = styled(Link)`
  font-weight: 600;
`;

function PostGrid({ posts, size, label }: { posts: BlogPostSummary[]; size: PostCardSize; label: string }) {
  if (posts.length === 0) return null;
  return (
    <Grid $size={size} aria-label={label}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} size={size} lead={size === 'large' && index === 0} />
        </li>
      ))}
    </Grid>
  );
}

/** The newest posts in the reader's language; "Archived news" leads to the blog when there are more than 12. */
export function NewsGrid() {
  const { t } = useTranslation();
  const news = useApiGet<BlogPostSummary[]>(HOME_NEWS_PATH);

  return (
    <Section aria-labelledby="news-title">
      <h2 id="news-title">{t('home.news.title')}</h2>
      {news.status === 'loading' && <Spinner />}
      {news.status === 'ready' && news.data.length === 0 && <p>{t('home.news.empty')}</p>}
      {news.status === 'ready' && (
        <>
          <PostGrid posts={news.data.slice(0, LARGE_POSTS)} size="large" label={t('home.news.top')} />
          <PostGrid
            posts={news.data.slice(LARGE_POSTS, LARGE_POSTS + SMALL_POSTS)}
            size="small"
            label={t('home.news.more')}
          />
          {news.data.length > BLOG_ARCHIVE_THRESHOLD && <Archive to="/blog">{t('home.news.archive')}</Archive>}
        </>
      )}
    </Section>
  );
}
