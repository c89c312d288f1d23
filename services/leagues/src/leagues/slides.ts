import { Types } from 'mongoose';
import { fileUrl, type LeagueSlide, type LeagueSlidePayload, type Violation } from '@hfl/contracts';
import { InputError, type UploadedImage } from '@hfl/kit';
import type { Uploads } from '../uploads';

/** A slide as the league stores it. */
export interface StoredSlide {
  _id: Types.ObjectId;
  title: string;
  fileId: Types.ObjectId;
}

export interface SlidePlan {
  /** The new pictures to store, in slide order. */
  uploads: UploadedImage[];
  /** The slide list once `uploads` are stored under these file ids (same order). */
  slides: (fileIds: string[]) => StoredSlide[];
  /** The stored pictures the new list no longer uses (dropped slides, replaced pictures). */
  unused: (slides: StoredSlide[]) => string[];
}

/**
 * Turns the form's slides into the league's new list, which replaces the old one. A slide naming the id of one of
 * `current` keeps it (with the new title, and the new picture if one came); any other slide is new and needs its
 * picture `images[i][image]`. Problems come back together as violations before anything is stored.
 */
export function planSlides(current: StoredSlide[], payload: LeagueSlidePayload[], files: Uploads): SlidePlan {
  const byId = new Map(current.map((slide) => [slide._id.toHexString(), slide]));
  const violations: Violation[] = [];
  const named = new Set<string>();
  const entries = payload.map((slide, i) => {
    const upload = files(`images[${i}].image`);
    const id = slide.id?.toLowerCase();
    const kept = id ? byId.get(id) : undefined;
    if (id && (!kept || named.has(id))) violations.push({ property: `images[${i}].id`, message: 'errors:invalidData' });
    else if (!kept && !upload)
      violations.push({ property: `images[${i}].image`, message: 'validation:slideImageRequired' });
    if (id) named.add(id);
    return { title: slide.title, kept, upload };
  });
  if (violations.length > 0) throw new InputError(violations);

  const uploads = entries.flatMap((entry) => (entry.upload ? [entry.upload] : []));
  return {
    uploads,
    slides: (fileIds) => {
      let next = 0;
      return entries.map(({ title, kept, upload }) => ({
        _id: kept?._id ?? new Types.ObjectId(),
        title,
        fileId: upload ? new Types.ObjectId(fileIds[next++]) : kept!.fileId,
      }));
    },
    unused: (slides) => {
      const used = new Set(slides.map((slide) => slide.fileId.toHexString()));
      return current.map((slide) => slide.fileId.toHexString()).filter((id) => !used.has(id));
    },
  };
}

export function toSlide(slide: StoredSlide): LeagueSlide {
  return { id: slide._id.toHexString(), title: slide.title, image: fileUrl(slide.fileId.toHexString()) };
}
