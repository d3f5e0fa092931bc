// The reader's key at the front of a book (PublicationOptions::key): the pieces with their letters in the
// book's notation, the signs (judgements, the annotator's assessments, check and mate, the evaluations), how
// points are named and the board's terrain. Internal to render/ (pdf_layout.cpp).
#pragma once

#include "render/publication.h"
#include "render/text_flow.h"

namespace saban::render {

struct KeySizes {
  double body, small, heading;
};

/// Lays the key out in the flow, from where it stands; `commander` and `dongson`: which games the book holds
/// (the pieces and the board of each are explained).
void book_key(TextFlow& flow, const PublicationOptions& options, const KeySizes& sizes, bool commander,
              bool dongson);

}  // namespace saban::render
