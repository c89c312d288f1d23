/**
 * Resolves in a new task: the browser may paint and answer input before the next step runs. Steps of a long piece of
 * work (the boot, a remote's arrival) each in a task of their own keep a phone's main thread from being blocked for
 * all of it at once (issue 39: total blocking time counts each task's time beyond 50 ms).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
