import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import {
  API,
  blogPostSchema,
  formValidator,
  LOCALES,
  toLocale,
  type BlogImageUploaded,
  type BlogPost,
  type Locale,
} from '@hfl/contracts';
import { Button, PageHeader, toastShown, useApiAction, useApiGet, type ApiRequest } from '@hfl/shared-ui';
import { ApiForm, checkImageFile, ImageFileField, SelectField, TextField } from '@hfl/shared-ui/forms';
import { RICH_TEXT_HEIGHT, RichTextField } from '../../components/rich-text-editor';
import { UntilLoaded } from '../../components/until-loaded';
import { CategoryField, TagsField } from './blog-fields';

const BLOG_LIST = '/owner/blog';

export interface BlogPostFormValues {
  locale: Locale;
  title: string;
  category: string;
  tags: string[];
  /** HTML from the editor; '' when empty. */
  body: string;
  /** A new header picture. */
  headerImage: File | null;
  /** The stored header's address, sent back to keep it; null for none. */
  currentImage: string | null;
}

function formValues(post: BlogPost | null, locale: Locale): BlogPostFormValues {
  return {
    locale: post?.locale ?? locale,
    title: post?.title ?? '',
    category: post?.category ?? '',
    tags: post?.tags ?? [],
    body: post?.body ?? '',
    headerImage: null,
    currentImage: post?.headerImage ?? null,
  };
}

/** The multipart body of `POST blog-posts[/{id}]`: tags as `tags[i]`, the header as a file or its kept address. */
function postMultipart(values: BlogPostFormValues): FormData {
  const form = new FormData();
  form.append('locale', values.locale);
  form.append('title', values.title);
  form.append('category', values.category);
  values.tags.forEach((tag, index) => form.append(`tags[${index}]`, tag));
  form.append('body', values.body);
  if (values.headerImage) form.append('headerImage', values.headerImage);
  else if (values.currentImage) form.append('headerImage', values.currentImage);
  return form;
}

const HeaderImage = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** `/owner/blog/create-post` and `/owner/blog/:postId`: the post editor. */
export function BlogPostFormPage() {
  const { postId } = useParams();
  const { t } = useTranslation('owner');
  return (
    <section aria-labelledby="owner-blog-post-title">
      <PageHeader>
        <h1 id="owner-blog-post-title">{t(postId ? 'blog.editTitle' : 'blog.createTitle')}</h1>
        <Button as={Link} to={BLOG_LIST} variant="secondary">
          {t('blog.backToList')}
        </Button>
      </PageHeader>
      {postId ? <EditPost postId={postId} /> : <PostEditor post={null} />}
    </section>
  );
}

function EditPost({ postId }: { postId: string }) {
  const { t } = useTranslation('owner');
  const [refresh, setRefresh] = useState(0);
  const post = useApiGet<BlogPost>(API.blogPost(encodeURIComponent(postId)), { refresh });
  if (post.status === 'ready') return <PostEditor post={post.data} />;
  if (post.status === 'failed' && post.notFound) return <p role="status">{t('blog.notFound')}</p>;
  return <UntilLoaded failed={post.status === 'failed'} onRetry={() => setRefresh((n) => n + 1)} />;
}

/** The editor's pictures: checked like the header (type, size), stored by the service, answered with their URL. */
function useImageUpload() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { run } = useApiAction();
  return async (file: File): Promise<string> => {
    const refused = checkImageFile(file);
    if (refused) {
      dispatch(
        toastShown({ kind: 'error', title: t('common:toast.error'), message: t(refused.message, refused.params) }),
      );
      throw new Error(refused.message);
    }
    const body = new FormData();
    body.append('image', file);
    const answer = await run<BlogImageUploaded>({ method: 'POST', path: API.blogImages, body });
    if (!answer.ok) throw answer.error;
    return answer.data.url;
  };
}

function PostEditor({ post }: { post: BlogPost | null }) {
  const { t, i18n } = useTranslation('owner');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const uploadImage = useImageUpload();
  const initialValues = useMemo(() => formValues(post, toLocale(i18n.language)), [post, i18n.language]);
  const checkFields = useMemo(() => formValidator(blogPostSchema.omit(['headerImage']), t), [t]);
  // The picture fields are no schema values: the picture field checks its own file.
  const validate = ({ locale, title, category, tags, body }: BlogPostFormValues) =>
    checkFields({ locale, title, category, tags, body });
  const languages = LOCALES.map((code) => ({ value: code, label: t(`common:language.${code}`) }));

  const request = (values: BlogPostFormValues): ApiRequest => ({
    method: 'POST',
    path: post ? API.blogPost(post.id) : API.blogPosts,
    body: postMultipart(values),
  });
  const announce = async () => {
    const message = t(post ? 'blog.updated' : 'blog.created');
    dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message }));
    await navigate(BLOG_LIST);
  };

  return (
    <ApiForm<BlogPostFormValues>
      initialValues={initialValues}
      validate={validate}
      request={request}
      onSent={announce}
      submitLabel={t('blog.form.submit')}
      cancelTo={BLOG_LIST}
    >
      {({ values, setFieldValue }) => (
        <>
          <SelectField name="locale" label={t('blog.form.language')} options={languages} />
          <TextField name="title" label={t('blog.form.title')} />
          <CategoryField locale={values.locale} />
          <TagsField locale={values.locale} />
          <RichTextField
            name="body"
            label={t('blog.form.body')}
            height={RICH_TEXT_HEIGHT}
            onUploadImage={uploadImage}
          />
          <HeaderImage>
            <ImageFileField name="headerImage" label={t('blog.form.headerImage')} currentImage={values.currentImage} />
            {values.currentImage || values.headerImage ? (
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  void setFieldValue('headerImage', null);
                  void setFieldValue('currentImage', null);
                }}
              >
                {t('blog.form.removeHeaderImage')}
              </Button>
            ) : null}
          </HeaderImage>
        </>
      )}
    </ApiForm>
  );
}
