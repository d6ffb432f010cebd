// Asynchronous boundary: the shared singletons are settled before the standalone page starts.
import('./standalone');
