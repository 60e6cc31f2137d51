// Loaded with --import into a benchmark's child process started with an IPC channel (chat-processes.ts):
// answers 'cpu-usage' with the process's own process.cpuUsage(), so a benchmark can measure a server's CPU
// around a fixed amount of work without touching the server's code.
process.on('message', (message) => {
  if (message === 'cpu-usage') process.send?.(process.cpuUsage());
});
// The channel must not keep the server alive once it has closed everything else.
process.channel?.unref();
