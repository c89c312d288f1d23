import styled, { css } from 'styled-components';

/** Hidden from sight, still read by screen readers: the one recipe every such element uses. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Text for screen readers only, e.g. that a link opens a new tab or which post a "Continue reading" link opens. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
