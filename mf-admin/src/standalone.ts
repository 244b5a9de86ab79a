// Dev mode only: this remote on its own port, without the shell. Async boundary as in the shell.
import('./standaloneBootstrap');
