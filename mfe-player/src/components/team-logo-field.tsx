import { useApiGet } from '@hfl/shared-ui';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { API, type TeamLogo } from '@hfl/contracts';
import { ImageFileField } from '@hfl/shared-ui/forms';
import { Choices, ErrorText, FieldSet } from './field-styles';

/** The logo fields of a team form, named as the endpoints take them. */
export interface TeamLogoValues {
  /** The id of a pre-made logo, or '' for none. */
  ownerLogo: string;
  /** An uploaded picture. */
  logo: File | null;
}

const LogoChoices = styled(Choices)`
  img {
    width: 48px;
    height: 48px;
    object-fit: contain;
  }
`;

/**
 * A team's logo: one of the pre-made logos (`ownerLogo`) or an uploaded picture (`logo`); choosing one drops the
 * other. `currentLogo` (editing) is kept while neither is chosen.
 */
export function TeamLogoField({ currentLogo }: { currentLogo?: string | null }) {
  const { t } = useTranslation('player');
  const { values, errors, setFieldValue } = useFormikContext<TeamLogoValues>();
  const logos = useApiGet<TeamLogo[]>(API.teamLogos);
  const chosePremade = values.ownerLogo !== '';
  const ownerLogoError = getIn(errors, 'ownerLogo') as string | undefined;

  const choose = (ownerLogo: string) => {
    void setFieldValue('ownerLogo', ownerLogo);
    void setFieldValue('logo', null);
  };

  return (
    <FieldSet>
      <legend>{t('teamForm.logo')}</legend>
      <LogoChoices>
        <label>
          <input
            type="radio"
            name="ownerLogo"
            value=""
            checked={!chosePremade && !values.logo}
            onChange={() => choose('')}
          />
          {currentLogo ? t('teamForm.keepLogo') : t('teamForm.noLogo')}
        </label>
        {logos.status === 'ready'
          ? logos.data.map((logo, index) => (
              <label key={logo.id}>
                <input
                  type="radio"
                  name="ownerLogo"
                  value={logo.id}
                  checked={values.ownerLogo === logo.id}
                  onChange={() => choose(logo.id)}
                />
                <img src={logo.image} alt={t('teamForm.premadeLogo', { number: index + 1 })} />
              </label>
            ))
          : null}
      </LogoChoices>
      {ownerLogoError ? (
        <ErrorText role="alert">{t(ownerLogoError, { defaultValue: ownerLogoError })}</ErrorText>
      ) : null}
      <ImageFileField
        // A new input once a pre-made logo is chosen: the browser forgets the file it showed.
        key={chosePremade ? `premade-${values.ownerLogo}` : 'upload'}
        name="logo"
        label={t('teamForm.uploadLogo')}
        currentImage={chosePremade ? null : currentLogo}
        onChosen={() => void setFieldValue('ownerLogo', '')}
      />
    </FieldSet>
  );
}
