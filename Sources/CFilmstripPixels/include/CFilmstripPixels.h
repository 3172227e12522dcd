// The module's umbrella header. SwiftPM makes it the module map's umbrella header because it is named after the
// target; a header added beside it must be included here, and that edit is what makes an incremental build (and
// clang's module cache) see the new header. An umbrella folder is not re-read when a file is added to it.
#include "filmstrip_diff_rows.h"
#include "filmstrip_pixels.h"
#include "filmstrip_polygon_fill.h"
#include "filmstrip_png_rows.h"
#include "filmstrip_projective.h"
#include "filmstrip_rounded_shape.h"
