import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { AD_PAGES, AD_PLACEMENTS, type Ad, type AdPage, type AdPlacement } from '@hfl/contracts';

/** One banner slot: a page's placement. */
export interface AdSlot {
  page: AdPage;
  placement: AdPlacement;
}

export interface AdsState {
  /** Each slot's answer by `adSlotKey`: its ad, or null when it is empty. A slot not here is not (yet) known. */
  slots: Record<string, Ad | null>;
}

export const ADS_KEY = 'ads';

export const adSlotKey = ({ page, placement }: AdSlot): string => `${page}/${placement}`;

const initialState: AdsState = { slots: {} };

const adsSlice = createSlice({
  name: ADS_KEY,
  initialState,
  reducers: {
    /** A banner for this slot is on screen: the saga asks for its ad unless the session already knows it. */
    adSlotWanted: (_state, _action: PayloadAction<AdSlot>) => {},
    adSlotLoaded: (state, { payload }: PayloadAction<{ key: string; ad: Ad | null }>) => {
      state.slots[payload.key] = payload.ad;
    },
    /** The site's ads (GET /api/ads: one for each slot that holds one): every slot is known, the others empty. */
    adsListed: (state, { payload }: PayloadAction<Ad[]>) => {
      for (const page of AD_PAGES)
        for (const placement of AD_PLACEMENTS)
          state.slots[adSlotKey({ page, placement })] =
            payload.find((ad) => ad.page === page && ad.placement === placement) ?? null;
    },
  },
});

export const { adSlotWanted, adSlotLoaded, adsListed } = adsSlice.actions;
export const adsReducer = adsSlice.reducer;

/** The slot's ad; null while it loads, when it is empty or when it could not be read. */
export const selectAd =
  (slot: AdSlot) =>
  (state: { [ADS_KEY]?: AdsState }): Ad | null =>
    state[ADS_KEY]?.slots[adSlotKey(slot)] ?? null;

/** Whether the slot's answer (an ad, or none) is in: until then its banner keeps its place. */
export const selectAdKnown =
  (slot: AdSlot) =>
  (state: { [ADS_KEY]?: AdsState }): boolean =>
    state[ADS_KEY]?.slots[adSlotKey(slot)] !== undefined;
