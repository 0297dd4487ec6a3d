"""Where chunks are graded: in this process, on a pool of local processes, or on a Dask cluster. Each engine
takes a chunk and returns a future; the runner decides what to do with it, so every engine gets the same output
guarantees."""
from __future__ import annotations

import multiprocessing
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from .work import Job, Task, grade_chunk, warm_up


class WorkerLost(Exception):
    """The process grading a chunk died (killed, out of memory, a crash in native code)."""


class InlineEngine:
    """Grades in this process, one chunk at a time: the simplest path, used for --workers 1."""
    name = "inline"

    def __init__(self, job: Job):
        self.job = job
        warm_up(job)

    def submit(self, tasks: list[Task]) -> Future:
        future: Future = Future()
        future.set_result(grade_chunk(tasks, self.job))
        return future

    def result(self, future: Future):
        return future.result()

    def restart(self) -> None:
        pass

    def close(self) -> None:
        pass


class ProcessEngine:
    """N worker processes, each loading the models once. spawn, not fork: torch's OpenMP pool does not survive a
    fork. A dead worker breaks the pool; `restart()` builds a new one and the runner resubmits."""
    name = "processes"

    def __init__(self, job: Job, workers: int):
        self.job, self.workers = job, workers
        self.pool = self._start()

    def _start(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                   initializer=warm_up, initargs=(self.job,))

    def submit(self, tasks: list[Task]) -> Future:
        try:
            return self.pool.submit(grade_chunk, tasks, self.job)
        except BrokenProcessPool:
            future: Future = Future()
            future.set_exception(WorkerLost("the worker pool is broken"))
            return future

    def result(self, future: Future):
        try:
            return future.result()
        except BrokenProcessPool as exc:
            raise WorkerLost(str(exc) or "a worker process died") from None

    def restart(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)
        self.pool = self._start()

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)


class DaskEngine:
    """The same chunks as Dask tasks: on the cluster at `scheduler`, or on a local cluster of `workers` processes
    (one thread each: grading holds the GIL) when no address is given. Workers need grader installed; each loads
    the models once, on its first chunk (the ones present at the start are warmed up at once)."""
    name = "dask"

    def __init__(self, job: Job, workers: int, scheduler: str | None):
        try:
            from distributed import Client, LocalCluster
        except ImportError:
            raise RuntimeError("the dask engine needs dask.distributed: pip install 'grader[dask]'") from None
        self.job = job
        self.cluster = None
        if scheduler:
            self.client = Client(scheduler)
        else:
            self.cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                        dashboard_address=None, silence_logs=40)
            self.client = Client(self.cluster)
        self.client.run(warm_up, job)

    def submit(self, tasks: list[Task]):
        return self.client.submit(grade_chunk, tasks, self.job, pure=False, retries=1)

    def result(self, future):
        from distributed import KilledWorker
        try:
            return future.result()
        except KilledWorker as exc:
            raise WorkerLost(str(exc)) from None

    def restart(self) -> None:
        pass  # the scheduler replaces lost workers and reschedules their tasks itself

    def close(self) -> None:
        self.client.close()
        if self.cluster is not None:
            self.cluster.close()


def make_engine(job: Job, workers: int, engine: str = "local", scheduler: str | None = None):
    if engine == "dask":
        return DaskEngine(job, workers, scheduler)
    if workers <= 1:
        return InlineEngine(job)
    return ProcessEngine(job, workers)
