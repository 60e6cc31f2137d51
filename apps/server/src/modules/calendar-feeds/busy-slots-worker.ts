import { parentPort, workerData } from 'node:worker_threads';
import { busySlotsFromIcs, type BusySlotsOptions } from './outside-busy-slots.ts';

// The worker of read-busy-slots-off-thread.ts: reads one calendar file and posts the result back.
parentPort!.postMessage(busySlotsFromIcs(workerData as BusySlotsOptions));
