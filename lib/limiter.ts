/** Runs async tasks with at most `max` at once; the others wait and start in arrival order. */
export type Limiter = {
  run: <T>(task: () => Promise<T>) => Promise<T>;
  active: () => number;
  pending: () => number;
};

export function createLimiter(max: number): Limiter {
  const waiting: Array<() => void> = [];
  let running = 0;

  function next(): void {
    running -= 1;
    waiting.shift()?.();
  }

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          running += 1;
          Promise.resolve().then(task).then(resolve, reject).finally(next);
        };
        if (running < max) start();
        else waiting.push(start);
      });
    },
    active: () => running,
    pending: () => waiting.length,
  };
}
