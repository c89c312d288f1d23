import mongoose, { Schema } from 'mongoose';
import {
  DEFAULT_SCORE_CONFIG,
  RANGE_ATTRIBUTES,
  RULE_ATTRIBUTES,
  SCORE_OPERATIONS,
  SCORE_SIGNS,
  type ScoreConfig,
} from '@hfl/contracts';

/** The current scoring lives in one document, found by its key. */
export const CURRENT_SCORE_CONFIG_KEY = 'current';

const ruleSchema = new Schema(
  {
    operation: { type: String, enum: SCORE_OPERATIONS, required: true },
    sign: { type: String, enum: SCORE_SIGNS, required: true },
    points: { type: Number, required: true },
  },
  { _id: false },
);

const rangeSchema = new Schema(
  {
    min: { type: Number, required: true },
    max: { type: Number, required: true },
    points: { type: Number, required: true },
  },
  { _id: false },
);

/** Typed by hand: the attribute fields are generated from the contract's lists, which mongoose cannot infer. */
interface StoredScoreConfig extends ScoreConfig {
  key: string;
}

const scoreConfigSchema = new Schema<StoredScoreConfig>(
  {
    key: { type: String, required: true, unique: true },
    ...Object.fromEntries(RULE_ATTRIBUTES.map((attribute) => [attribute, { type: ruleSchema, required: true }])),
    ...Object.fromEntries(RANGE_ATTRIBUTES.map((attribute) => [attribute, { type: [rangeSchema], required: true }])),
  },
  { timestamps: true },
);

export const ScoreConfigModel = mongoose.model<StoredScoreConfig>('ScoreConfig', scoreConfigSchema, 'score_configs');

/** The public shape, nothing of the storage; the spec's table until the owner saves one. */
export function toScoreConfig(stored: ScoreConfig | null): ScoreConfig {
  if (!stored) return structuredClone(DEFAULT_SCORE_CONFIG) as ScoreConfig;
  const rules = RULE_ATTRIBUTES.map((attribute) => {
    const { operation, sign, points } = stored[attribute];
    return [attribute, { operation, sign, points }];
  });
  const ranges = RANGE_ATTRIBUTES.map((attribute) => [
    attribute,
    stored[attribute].map(({ min, max, points }) => ({ min, max, points })),
  ]);
  return Object.fromEntries([...rules, ...ranges]) as ScoreConfig;
}
