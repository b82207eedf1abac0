// Standalone entry for this squad's dev server; the shell loads ./App through remoteEntry.js instead.
import('./bootstrap');
