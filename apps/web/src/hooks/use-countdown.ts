import { useEffect, useRef, useState } from 'react';

/** Counts down whole seconds from `from` to 0, then calls `onDone` once. */
export const useCountdown = (from: number, onDone: () => void): number => {
  const [seconds, setSeconds] = useState(from);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (seconds === 0) done.current();
  }, [seconds]);

  return seconds;
};
