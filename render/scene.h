// A display list of vector shapes and text, painted on a QPainter or written as deterministic SVG.
#pragma once

#include <QColor>
#include <QPainterPath>
#include <QPointF>
#include <QString>
#include <QTransform>
#include <map>
#include <utility>
#include <vector>

class QPainter;

namespace saban::render {

/// How a shape is drawn: an outline (width 0: none) and a fill (invalid colour: none).
struct Paint {
  QColor stroke;
  double width = 0;
  QColor fill;
  bool dashed = false;
  bool round = false;  ///< round caps and joins (otherwise square caps, miter joins)
};

enum class Anchor { Start, Middle, End };

/// One drawing instruction. Groups (Begin/End) carry attributes that the SVG keeps and painting ignores.
struct SceneItem {
  enum class Kind { Path, Text, Use, Begin, End } kind = Kind::Path;
  QPainterPath path;  // Path
  Paint paint;        // Path, Text (fill is the text colour)
  QString text;       // Text
  QPointF at;         // Text: the baseline point
  double size = 0;    // Text: pixel size of the font
  bool bold = false;  // Text
  Anchor anchor = Anchor::Start;
  QString symbol;                                       // Use: the symbol's name
  QTransform transform;                                 // Use: unit coordinates to the scene's
  std::vector<std::pair<QString, QString>> attributes;  // Begin: class, data-* attributes
};

/// Shapes in a coordinate space of `width` × `height`, plus reusable symbols (drawn in their own units).
class Scene {
 public:
  Scene(double width, double height) : m_width(width), m_height(height) {}

  // Building
  void path(const QPainterPath& p, const Paint& paint);
  void text(const QString& t, QPointF at, double size, const QColor& colour, Anchor anchor = Anchor::Start,
            bool bold = false);
  /// Draws the symbol `name` (defined with define()) through `transform`.
  void use(const QString& name, const QTransform& transform);
  void begin_group(std::vector<std::pair<QString, QString>> attributes);
  void end_group();
  /// Defines a symbol once; later definitions of the same name are ignored.
  void define(const QString& name, std::vector<SceneItem> items);
  bool defined(const QString& name) const { return m_symbols.count(name) != 0; }

  // Reading
  double width() const { return m_width; }
  double height() const { return m_height; }
  const std::vector<SceneItem>& items() const { return m_items; }
  const std::map<QString, std::vector<SceneItem>>& symbols() const { return m_symbols; }

 private:
  double m_width, m_height;
  std::vector<SceneItem> m_items;
  std::map<QString, std::vector<SceneItem>> m_symbols;
};

/// Paints the scene on `painter`, its (0,0)-(width,height) mapped onto `target`'s top left at scale 1 ×
/// `scale`.
void paint_scene(QPainter& painter, const Scene& scene, QPointF origin = {}, double scale = 1.0);

struct SvgOptions {
  bool xml_declaration = true;  ///< false for SVG inlined in HTML
  QString id_prefix;            ///< prefixes symbol ids (several diagrams in one HTML page)
  QString extra_attributes;     ///< added to the <svg> element as written
  QString title;                ///< non-empty: the <svg>'s first child, <title> (what the picture shows)
};
/// The scene as SVG text: the same scene gives the same bytes.
QString scene_svg(const Scene& scene, const SvgOptions& options = {});

/// XML-escapes text for element content and attribute values.
QString xml_escape(const QString& s);

}  // namespace saban::render
