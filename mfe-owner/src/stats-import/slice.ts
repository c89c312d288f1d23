import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StatsImportPreview, StatsImportResult } from '@hfl/contracts';

/** A round's import on `/owner/stats`: the preview the owner looks at, his choices, and the apply in flight. */
export const STATS_IMPORT_KEY = 'ownerStatsImport';

/** What was sent for the preview, sent again to apply it: a file, or pasted cells. */
export interface ImportSource {
  file: File | null;
  text: string;
}

export interface StatsImportState {
  status: 'idle' | 'previewed' | 'applying';
  preview: StatsImportPreview | null;
  source: ImportSource | null;
  /** Per not-found row: the chosen player's id, or 'skip'. */
  resolutions: Record<string, string>;
  /** The last apply's failure (usually an ApiError), for the page to describe. */
  error: unknown;
  /** The last apply's answer, until the page has announced it. */
  result: StatsImportResult | null;
}

export const initialStatsImportState: StatsImportState = {
  status: 'idle',
  preview: null,
  source: null,
  resolutions: {},
  error: null,
  result: null,
};

const statsImportSlice = createSlice({
  name: STATS_IMPORT_KEY,
  initialState: initialStatsImportState,
  reducers: {
    previewed(state, action: PayloadAction<{ preview: StatsImportPreview; source: ImportSource }>) {
      state.status = 'previewed';
      state.preview = action.payload.preview;
      state.source = action.payload.source;
      state.resolutions = {};
      state.error = null;
      state.result = null;
    },
    playerChosen(state, action: PayloadAction<{ row: number; choice: string }>) {
      if (action.payload.choice) state.resolutions[String(action.payload.row)] = action.payload.choice;
      else delete state.resolutions[String(action.payload.row)];
    },
    applyRequested(state, _action: PayloadAction<{ seasonId: string; week: number }>) {
      state.status = 'applying';
      state.error = null;
    },
    applied(_state, action: PayloadAction<StatsImportResult>) {
      return { ...initialStatsImportState, result: action.payload };
    },
    applyFailed(state, action: PayloadAction<unknown>) {
      state.status = 'previewed';
      state.error = action.payload;
    },
    dropped() {
      return initialStatsImportState;
    },
    resultAnnounced(state) {
      state.result = null;
    },
  },
});

export const { previewed, playerChosen, applyRequested, applied, applyFailed, dropped, resultAnnounced } =
  statsImportSlice.actions;
export const statsImportReducer = statsImportSlice.reducer;

export const selectStatsImport = (state: { [STATS_IMPORT_KEY]?: StatsImportState }): StatsImportState =>
  state[STATS_IMPORT_KEY] ?? initialStatsImportState;

/** Every row that needs a choice has one, and nothing else stands in the way (the service checks again). */
export function canApply({ preview, resolutions }: Pick<StatsImportState, 'preview' | 'resolutions'>): boolean {
  if (!preview) return false;
  const lines = preview.games.flatMap((game) => game.lines);
  return (
    preview.counts.errors === 0 &&
    preview.rows.length === 0 &&
    preview.games.every((game) => !game.inFile || game.errors.length === 0) &&
    preview.games.some((game) => game.inFile) &&
    lines.every((line) => line.status !== 'notFound' || Boolean(resolutions[String(line.row)]))
  );
}
