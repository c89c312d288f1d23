import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectClockOffset } from '../slice';

/** The server's clock (the browser's corrected by the offset the last state showed), ticking every second. */
export function useServerNow(): number {
  const offset = useSelector(selectClockOffset);
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}
