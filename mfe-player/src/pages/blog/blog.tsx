import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BLOG_LIST_MAX, type BlogPostSummary } from '@hfl/contracts';
import {
  LoadMore,
  Spinner,
  usePagedApiGet,
  VisuallyHidden,
  PostDate,
  clampThreeLines,
  headerImageFrame,
} from '@hfl/shared-ui';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Preview = styled.article`
  display: grid;
  grid-template-columns: 240px 1fr;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.25rem;
  }
  h2 a {
    color: ${({ theme }) => theme.colors.primaryDark};
    text-decoration: none;
  }
  h2 a:hover {
    text-decoration: underline;
  }
`;

const Thumbnail = styled.img`
  ${headerImageFrame}
  border-radius: ${({ theme }) => theme.radius};
`;

const NoThumbnail = styled.div`
  ${headerImageFrame}
  border-radius: ${({ theme }) => theme.radius};
`;

const Category = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.accentDark};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  ${clampThreeLines}
`;

/**
 * `/blog`: every post of the reader's language, newest first, each cut to three lines with "Continue reading"; the
 * largest page the blog sends at first, then "Load more".
 */
export function BlogPage() {
  const { t } = useTranslation('player');
  const posts = usePagedApiGet<BlogPostSummary>('/api/blog-posts', { pageSize: BLOG_LIST_MAX });

  return (
    <section aria-labelledby="blog-title">
      <h1 id="blog-title">{t('blog.title')}</h1>
      {posts.status === 'loading' && <Spinner />}
      {posts.status === 'ready' && posts.items.length === 0 && <p>{t('blog.empty')}</p>}
      {posts.status === 'ready' && posts.items.length > 0 && (
        <List>
          {posts.items.map((post) => (
            <li key={post.id}>
              <Preview aria-labelledby={`post-${post.id}`}>
                {post.headerImage ? (
                  <Thumbnail src={post.headerImage} alt="" width={1200} height={630} loading="lazy" />
                ) : (
                  <NoThumbnail />
                )}
                <div>
                  <Category>{post.category}</Category>
                  <h2 id={`post-${post.id}`}>
                    <Link to={`/blog/${post.id}`}>{post.title}</Link>
                  </h2>
                  <PostDate createdAt={post.createdAt} />
                  <Intro>{post.intro}</Intro>
                  <Link to={`/blog/${post.id}`}>
                    {t('blog.continue')}
                    <VisuallyHidden>: {post.title}</VisuallyHidden>
                  </Link>
                </div>
              </Preview>
            </li>
          ))}
        </List>
      )}
      {posts.status === 'ready' && (
        <LoadMore hasMore={posts.hasMore} loading={posts.loadingMore} onLoadMore={posts.loadMore} />
      )}
    </section>
  );
}
