import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { formatDisplayDate, type BlogPostSummary } from '@hfl/contracts';

export type PostCardSize = 'large' | 'small';

/** Previews are cut to three lines wherever posts are listed (the spec). */
export const clampThreeLines = css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  overflow: hidden;
`;

/** Header images are drawn 1200 × 630; the frame keeps that shape before the image arrives. */
export const headerImageFrame = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primaryLight};
`;

const Card = styled.article<{ $size: PostCardSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ $size }) => ($size === 'large' ? '1.2rem' : '1rem')};
  }
  h3 a {
    color: ${({ theme }) => theme.colors.primaryDark};
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  /* The whole card is the link's click target; the title stays its accessible name. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  p {
    margin: 0;
    font-size: ${({ $size }) => ($size === 'large' ? '1rem' : '0.9rem')};
    ${clampThreeLines}
  }
`;

const HeaderImage = styled.img`
  ${headerImageFrame}
`;
const NoImage = styled.div`
  ${headerImageFrame}
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
`;

const DateText = styled.time`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The date a post shows: DD/MM/YYYY, as every date of the site. */
export function PostDate({ createdAt }: { createdAt: string }) {
  return <DateText dateTime={createdAt}>{formatDisplayDate(new Date(createdAt))}</DateText>;
}

/**
 * A post in the home page's news grid: header image, date, title linking to the post, intro cut to 3 lines. The
 * `lead` post's image is the page's largest paint on a phone: the browser fetches it first.
 */
export function PostCard({ post, size, lead = false }: { post: BlogPostSummary; size: PostCardSize; lead?: boolean }) {
  return (
    <Card $size={size}>
      {post.headerImage ? (
        // Decorative: the title names the post. Only the large cards sit near the top of the page.
        <HeaderImage
          src={post.headerImage}
          alt=""
          width={1200}
          height={630}
          loading={size === 'large' ? 'eager' : 'lazy'}
          fetchPriority={lead ? 'high' : undefined}
        />
      ) : (
        <NoImage />
      )}
      <Body>
        <PostDate createdAt={post.createdAt} />
        <h3>
          <Link to={`/blog/${post.id}`}>{post.title}</Link>
        </h3>
        <p>{post.intro}</p>
      </Body>
    </Card>
  );
}
