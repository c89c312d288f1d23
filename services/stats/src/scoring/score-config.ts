import { mirrorScoreDifferenceRanges, type ScoreConfig, type ScoreConfigPayload } from '@hfl/contracts';
import { CURRENT_SCORE_CONFIG_KEY, ScoreConfigModel, toScoreConfig } from '../models/score-config';

/** The scoring in force: the owner's saved configuration, else the spec's table. */
export async function currentScoreConfig(): Promise<ScoreConfig> {
  return toScoreConfig(await ScoreConfigModel.findOne({ key: CURRENT_SCORE_CONFIG_KEY }).lean());
}

/** Saves the owner's scoring: the win side as sent, the loss side its mirror image. */
export async function saveScoreConfig(config: ScoreConfigPayload): Promise<ScoreConfig> {
  // The owner edits the win side; the loss side is always its mirror image.
  const $set = { ...config, score_difference: mirrorScoreDifferenceRanges(config.score_difference) };
  // One atomic upsert of the single document: no read-modify-write race between two owners.
  const saved = await ScoreConfigModel.findOneAndUpdate(
    { key: CURRENT_SCORE_CONFIG_KEY },
    { $set },
    { upsert: true, returnDocument: 'after', lean: true },
  );
  return toScoreConfig(saved);
}
