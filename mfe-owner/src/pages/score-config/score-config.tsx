import { useMemo, useState } from 'react';
import { FieldArray, getIn, useFormikContext, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  API,
  RULE_ATTRIBUTES,
  SCORE_OPERATIONS,
  SCORE_SIGNS,
  type RangeAttribute,
  type ScoreConfig,
} from '@hfl/contracts';
import { Button, PageHeader, Table, toastShown, useApiGet } from '@hfl/shared-ui';
import { ApiForm, FieldErrorText, SelectField, TextField } from '@hfl/shared-ui/forms';
import { useScoreFormat } from '@hfl/shared-ui/season';
import { Actions, Section } from '../../components/page-styles';
import { UntilLoaded } from '../../components/until-loaded';
import {
  EXAMPLE_VALUES,
  examplePoints,
  lossRanges,
  scoreConfigValidator,
  toFormValues,
  type RangeValues,
  type ScoreConfigValues,
} from './score-config-values';

/**
 * One line of the grid: its name, then its inputs. Each input keeps its label for screen readers (the line is a
 * group named after the attribute); sighted users read the column titles of the grid's head instead.
 */
const GridLine = styled.div`
  display: grid;
  grid-template-columns: minmax(180px, 2fr) repeat(3, minmax(90px, 1fr)) minmax(90px, auto);
  min-width: min-content;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  > div {
    margin-bottom: 0;
  }
`;

/**
 * A narrow screen scrolls the grid sideways, as it does a table. Positioned, so the lines' visually hidden labels stay
 * inside it.
 */
const GridScroll = styled.div`
  position: relative;
  overflow-x: auto;
`;

const GridHead = styled(GridLine)`
  font-weight: 600;
  border-bottom-width: 2px;
`;

const LineName = styled.span`
  align-self: center;
  font-weight: 600;
`;

/** A rule's name with its worked example under it, so a phone shows the example without scrolling the grid. */
const RuleName = styled.div`
  align-self: center;
  display: flex;
  flex-direction: column;
  > span {
    align-self: flex-start;
  }
`;

const Example = styled.output`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A rule's worked example ("250 passing yards = 25 points"), scored by contracts' rule from the values being edited;
 * an output, so a screen reader hears the new result as the owner changes the rule.
 */
function RuleExample({ attribute }: { attribute: (typeof RULE_ATTRIBUTES)[number] }) {
  const { t } = useTranslation('owner');
  const format = useScoreFormat();
  const { values } = useFormikContext<ScoreConfigValues>();
  const points = examplePoints(attribute, values[attribute]);
  return (
    <Example>
      {points === null
        ? null
        : t('scoreConfig.exampleLine', {
            stat: t(`scoreConfig.exampleStats.${attribute}`, { count: EXAMPLE_VALUES[attribute] }),
            points: t('scoreConfig.examplePoints', { count: points, points: format(points) }),
          })}
    </Example>
  );
}

/** The rule of one attribute: operation, sign and points, and what they make of an example. */
function RuleLine({ attribute }: { attribute: (typeof RULE_ATTRIBUTES)[number] }) {
  const { t } = useTranslation('owner');
  const nameId = `score-rule-${attribute}`;
  return (
    <GridLine role="group" aria-labelledby={nameId}>
      <RuleName>
        <LineName id={nameId}>{t(`scoreConfig.attributes.${attribute}`)}</LineName>
        <RuleExample attribute={attribute} />
      </RuleName>
      <SelectField
        name={`${attribute}.operation`}
        label={t('scoreConfig.operation')}
        options={SCORE_OPERATIONS.map((operation) => ({ value: operation, label: operation }))}
      />
      <SelectField
        name={`${attribute}.sign`}
        label={t('scoreConfig.sign')}
        options={SCORE_SIGNS.map((sign) => ({ value: sign, label: sign }))}
      />
      <TextField name={`${attribute}.points`} type="number" label={t('scoreConfig.points')} />
    </GridLine>
  );
}

const NEW_RANGE: RangeValues = { min: '', max: '', points: '' };

/** The ranges of one attribute, with add and remove; a message about the whole list shows under it. */
function RangesEditor({ attribute }: { attribute: RangeAttribute }) {
  const { t } = useTranslation('owner');
  const { values, errors, submitCount } = useFormikContext<ScoreConfigValues>();
  const titleId = `score-ranges-${attribute}`;
  const listError: unknown = getIn(errors, attribute);
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`scoreConfig.attributes.${attribute}`)}</h2>
      <FieldArray name={attribute}>
        {({ push, remove }) => (
          <>
            <GridScroll>
              <GridHead aria-hidden="true">
                <span>{t('scoreConfig.range')}</span>
                <span>{t('scoreConfig.min')}</span>
                <span>{t('scoreConfig.max')}</span>
                <span>{t('scoreConfig.points')}</span>
              </GridHead>
              {values[attribute].map((_, index) => {
                const nameId = `${titleId}-${index}`;
                return (
                  // Rows have no identity of their own; removing one re-indexes the rest, as Formik does.
                  <GridLine key={index} role="group" aria-labelledby={nameId}>
                    <LineName id={nameId}>{t('scoreConfig.rangeNumber', { number: index + 1 })}</LineName>
                    <TextField name={`${attribute}.${index}.min`} type="number" label={t('scoreConfig.min')} />
                    <TextField name={`${attribute}.${index}.max`} type="number" label={t('scoreConfig.max')} />
                    <TextField name={`${attribute}.${index}.points`} type="number" label={t('scoreConfig.points')} />
                    <Button type="button" variant="secondary" onClick={() => remove(index)}>
                      {t('scoreConfig.removeRange')}
                    </Button>
                  </GridLine>
                );
              })}
            </GridScroll>
            {typeof listError === 'string' && submitCount > 0 ? (
              <FieldErrorText role="alert">{listError}</FieldErrorText>
            ) : null}
            <p>
              <Button type="button" variant="secondary" onClick={() => push(NEW_RANGE)}>
                {t('scoreConfig.addRange')}
              </Button>
            </p>
          </>
        )}
      </FieldArray>
    </Section>
  );
}

/** The loss ranges as stored: the mirror image of the win ranges, never edited. */
function LossRanges({ config }: { config: ScoreConfig }) {
  const { t } = useTranslation('owner');
  return (
    <Section aria-labelledby="score-loss-ranges">
      <h2 id="score-loss-ranges">{t('scoreConfig.lossRanges')}</h2>
      <Table
        columns={[
          { key: 'min', header: t('scoreConfig.min') },
          { key: 'max', header: t('scoreConfig.max') },
          { key: 'points', header: t('scoreConfig.points') },
        ]}
        rows={lossRanges(config)}
        rowKey={(range) => `${range.min}:${range.max}`}
      />
    </Section>
  );
}

/** `/owner/score-config`: one rule per attribute, the points-allowed ranges and the win-side margin ranges. */
export function ScoreConfigPage() {
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const [attempt, setAttempt] = useState(0);
  const loaded = useApiGet<ScoreConfig>(API.scoreConfigs, attempt);
  // What the last save answered, shown instead of the first load's configuration.
  const [saved, setSaved] = useState<ScoreConfig | null>(null);
  const config = saved ?? (loaded.status === 'ready' ? loaded.data : null);
  const validate = useMemo(() => scoreConfigValidator(t), [t]);

  const announce = (
    answer: ScoreConfig,
    _values: ScoreConfigValues,
    { resetForm }: FormikHelpers<ScoreConfigValues>,
  ) => {
    setSaved(answer);
    resetForm({ values: toFormValues(answer) });
    dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message: t('scoreConfig.updated') }));
  };

  return (
    <section aria-labelledby="score-config-title">
      <PageHeader>
        <h1 id="score-config-title">{t('scoreConfig.title')}</h1>
      </PageHeader>
      <Note>{t('scoreConfig.operationsNote')}</Note>
      <Note>{t('scoreConfig.mirrorNote')}</Note>
      <Note>
        {t('scoreConfig.recalculateNote')} <Link to="/owner/seasons">{t('scoreConfig.seasonsLink')}</Link>
      </Note>
      {config ? (
        <ApiForm<ScoreConfigValues, ScoreConfig>
          initialValues={toFormValues(config)}
          validate={validate}
          request={(values) => ({ method: 'POST', path: API.scoreConfigs, body: values })}
          onSent={announce}
        >
          {({ isSubmitting }) => (
            <>
              <Section aria-labelledby="score-rules-title">
                <h2 id="score-rules-title">{t('scoreConfig.rules')}</h2>
                <GridScroll>
                  <GridHead aria-hidden="true">
                    <span>{t('scoreConfig.attribute')}</span>
                    <span>{t('scoreConfig.operation')}</span>
                    <span>{t('scoreConfig.sign')}</span>
                    <span>{t('scoreConfig.points')}</span>
                  </GridHead>
                  {RULE_ATTRIBUTES.map((attribute) => (
                    <RuleLine key={attribute} attribute={attribute} />
                  ))}
                </GridScroll>
              </Section>
              <RangesEditor attribute="pts_allowed" />
              <RangesEditor attribute="score_difference" />
              <Actions>
                <Button type="submit" disabled={isSubmitting}>
                  {t('scoreConfig.submit')}
                </Button>
              </Actions>
            </>
          )}
        </ApiForm>
      ) : (
        <UntilLoaded failed={loaded.status === 'failed'} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {config && <LossRanges config={config} />}
    </section>
  );
}
