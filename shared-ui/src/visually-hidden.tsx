import styled from 'styled-components';

/** Text for screen readers only, e.g. that a link opens a new tab or which post a "Continue reading" link opens. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
