import { useState } from 'react';

/**
 * A FormDialog's submit label that says what is happening while the call runs ('Create Client', then
 * 'Creating...'): give `label` as `submitLabel` and wrap the call of `submit` in `during`.
 */
export function useBusyLabel(idle: string, busy: string) {
  const [running, setRunning] = useState(false);
  async function during<T>(call: () => Promise<T>): Promise<T> {
    setRunning(true);
    try {
      return await call();
    } finally {
      setRunning(false);
    }
  }
  return { label: running ? busy : idle, during };
}
