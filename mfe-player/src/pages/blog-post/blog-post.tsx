import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import type { BlogPost } from '@hfl/contracts';
import { Button, Spinner, toastShown, useApiGet, VisuallyHidden, PostDate, headerImageFrame } from '@hfl/shared-ui';
import { sanitizePostBody } from '../../components/post-body';

const Article = styled.article`
  max-width: 820px;
  h1 {
    font-size: clamp(1.6rem, 3.5vw, 2.3rem);
  }
`;

const HeaderImage = styled.img`
  ${headerImageFrame}
  margin: ${({ theme }) => theme.space(4)} 0;
  border-radius: ${({ theme }) => theme.radius};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  time {
    margin: 0;
  }
`;

const Category = styled.span`
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.accentDark};
`;

const Tags = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  li {
    padding: 2px ${({ theme }) => theme.space(2)};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: 0.85rem;
  }
`;

const Body = styled.div`
  font-size: 1.05rem;
  overflow-wrap: break-word;
  h2 {
    margin-top: 1.4em;
    font-size: 1.3rem;
  }
  h3 {
    margin-top: 1.2em;
    font-size: 1.12rem;
  }
  /* The owner's pictures fit the column whatever size they were uploaded in. */
  img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: 1em 0;
    border-radius: ${({ theme }) => theme.radius};
  }
  blockquote {
    margin: 1em 0;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  pre {
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
    margin: 1em 0;
  }
  th,
  td {
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    flex: 1 1 auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** `/blog/{postId}`: one post in full, in the language it was written in, with a way back and a way to share it. */
export function BlogPostPage() {
  const { t } = useTranslation('player');
  const { postId = '' } = useParams();
  const post = useApiGet<BlogPost>(`/api/blog-posts/${encodeURIComponent(postId)}`);
  const back = <Link to="/blog">← {t('blog.back')}</Link>;

  if (post.status === 'loading') return <Spinner />;
  if (post.status === 'failed') {
    return post.notFound ? (
      <section aria-labelledby="post-missing">
        <h1 id="post-missing">{t('blog.notFoundTitle')}</h1>
        <p>{t('blog.notFoundText')}</p>
        {back}
      </section>
    ) : (
      back
    );
  }

  const { data } = post;
  return (
    <Article lang={data.locale} aria-labelledby="post-title">
      {back}
      {data.headerImage && <HeaderImage src={data.headerImage} alt="" width={1200} height={630} />}
      <Meta>
        <PostDate createdAt={data.createdAt} />
        <Category>{data.category}</Category>
        {data.tags.length > 0 && (
          <Tags aria-label={t('blog.tags')}>
            {data.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </Tags>
        )}
      </Meta>
      <h1 id="post-title">{data.title}</h1>
      {/* Cleaned on write by the content service and again here (sanitizePostBody). */}
      <Body dangerouslySetInnerHTML={{ __html: sanitizePostBody(data.body) }} />
      <Footer>
        <p>{t('blog.postedBy', { name: data.postedByUser.name })}</p>
        <Share post={data} />
      </Footer>
    </Article>
  );
}

/** The Web Share API where the browser has one; otherwise the link goes to the clipboard. Plus Facebook's sharer. */
function Share({ post }: { post: BlogPost }) {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const url = `${window.location.origin}/blog/${post.id}`;

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: post.title, url });
        return;
      } catch (error) {
        // The reader closed the share sheet; any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      dispatch(toastShown({ kind: 'success', title: t('blog.linkCopiedTitle'), message: t('blog.linkCopied') }));
    } catch {
      // No clipboard either (e.g. a page not served over HTTPS): show the link to copy by hand.
      dispatch(toastShown({ kind: 'info', title: t('blog.share'), message: t('blog.copyLink', { url }) }));
    }
  };

  return (
    <>
      <Button type="button" variant="secondary" onClick={share}>
        {t('blog.share')}
      </Button>
      <a
        href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('blog.shareFacebook')}
        <VisuallyHidden> {t('common:footer.newTab')}</VisuallyHidden>
      </a>
    </>
  );
}
