// One self-contained HTML page of annotated games: inline SVG, inline style and script, no outside reference.
// The markup is also well-formed XML (every element closed, attributes quoted, script in CDATA).
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <optional>
#include <variant>
#include <vector>

#include "render/diagram_parts.h"
#include "render/eval_graph.h"
#include "render/game_text.h"
#include "render/publication.h"
#include "render/published_game.h"
#include "render/words.h"

namespace saban::render {

namespace {

using Game = PublishedGame;

const char* kStyle = R"CSS(
body{font-family:'Noto Sans','DejaVu Sans',Arial,sans-serif;margin:0 auto;max-width:46em;padding:0 0.8em 2em;
line-height:1.5;color:#1b1b1b;background:#fff}
[hidden]{display:none!important}
h1{font-size:1.5em;margin:0.8em 0 0.2em}h2{font-size:1.2em;margin:1.6em 0 0.1em}
.meta{color:#555;font-size:0.9em;margin:0 0 0.6em}
nav ol{padding-left:1.6em}
.game{border-top:1px solid #ccc;margin-top:1.2em}
.board-box{position:sticky;top:0;background:#fff;padding:0.3em 0;z-index:1;text-align:center}
svg.board,svg.diagram{width:100%;max-width:26em;height:auto}
svg.graph{width:100%;height:auto;max-height:12em}
.controls{display:flex;align-items:center;justify-content:center;gap:0.3em;max-width:26em;margin:0.2em auto 0}
.controls button{font:inherit;font-size:1.15em;line-height:1;min-width:2.2em;padding:0.25em 0.4em;cursor:pointer;
border:1px solid #bbb;border-radius:4px;background:#f4f4f4;color:#1b1b1b}
.controls button:hover{background:#f0e0a0}
.now{flex:1;min-width:0;font-size:0.85em;color:#444;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
figure{margin:0.8em 0;text-align:center}figcaption{font-style:italic;font-size:0.9em;color:#444}
.moves{margin:0.6em 0}
.mv{white-space:nowrap}
a.move{color:#000;text-decoration:none;font-weight:600;padding:0 0.1em;border-radius:3px;white-space:nowrap}
.variation a.move{font-weight:400}
a.move:hover{background:#f0e0a0}a.move.current{background:#f0d040}
.variation{color:#333;font-size:0.95em}
.comment{color:#1b1b1b}
.engine{color:#666;font-style:italic;font-size:0.88em}
.eval{color:#888;font-size:0.85em}
.num{color:#555}
.summary p{margin:0.2em 0;font-size:0.92em}
@media (min-width:64em){body{max-width:74em}
.play{display:grid;grid-template-columns:minmax(20em,28em) minmax(0,1fr);gap:0 1.8em;align-items:start}
.board-box{top:0.5em}.moves{margin-top:0.3em}.controls{flex-wrap:wrap}
.now{order:5;flex-basis:100%;white-space:normal;margin-top:0.2em}}
@media (max-width:63.99em){svg.board{width:auto;max-width:100%;max-height:30vh}a.move{scroll-margin-top:calc(30vh + 3.5em)}}
@media (max-width:63.99em) and (max-height:34em){.board-box{position:static}svg.board{max-height:85vh}
a.move{scroll-margin-top:0}}
@media print{.board-box{position:static}.controls{display:none!important}}
@media (prefers-color-scheme:dark){body,.board-box{background:#15171a;color:#ddd}a.move{color:#fff}
.meta,.num,.engine,figcaption,.now{color:#aaa}.variation{color:#ccc}a.move.current{background:#806a10}
.controls button{background:#2a2d31;color:#ddd;border-color:#555}}
)CSS";

// Shows a move's position on its game's board, with its last move marked and the side to move, when it is
// clicked, stepped to with the buttons or with the arrow keys (the page is complete without it).
const char* kScript = R"JS(
(function(){
var SVG='http://www.w3.org/2000/svg',XL='http://www.w3.org/1999/xlink';
var SLOTS={1:[[0,0,0.42]],2:[[-0.04,0.07,0.37],[0.27,-0.27,0.23]],3:[[-0.04,0.07,0.37],[0.27,-0.27,0.23],[-0.3,-0.27,0.23]]};
function units(fen,files){var rows=fen.split(' ')[0].split('/'),out={};
for(var i=0;i<rows.length;i++){var rank=rows.length-i,file=0,s=rows[i],j=0;
while(j<s.length){var c=s.charAt(j);
if(c>='0'&&c<='9'){var n=0;while(j<s.length&&s.charAt(j)>='0'&&s.charAt(j)<='9'){n=n*10+(+s.charAt(j));j++;}file+=n;continue;}
var u=[],h;
if(c=='('){j++;while(j<s.length&&s.charAt(j)!=')'){h=false;if(s.charAt(j)=='+'){h=true;j++;}u.push([s.charAt(j),h]);j++;}j++;}
else{h=false;if(c=='+'){h=true;j++;}u.push([s.charAt(j),h]);j++;}
out[files.charAt(file)+rank]=u;file++;}}
return out;}
function name(board,p){var up=p[0].toUpperCase();
return board.getAttribute(p[0]==up?'data-light':'data-dark')+up+(p[1]?'-hero':'');}
function show(board,fen){var cell=+board.getAttribute('data-cell'),pre=board.getAttribute('data-prefix'),
all=units(fen,board.getAttribute('data-files'));SLOTS[1]=[[0,0,+board.getAttribute('data-radius')]];
var pts=board.querySelectorAll('g.point');
for(var i=0;i<pts.length;i++){var pt=pts[i];while(pt.firstChild)pt.removeChild(pt.firstChild);
var u=all[pt.getAttribute('data-square')];if(!u)continue;
for(var k=0;k<u.length;k++){var sl=SLOTS[u.length][k],r=sl[2]*cell,x=+pt.getAttribute('data-x')+sl[0]*cell,
y=+pt.getAttribute('data-y')+sl[1]*cell,use=document.createElementNS(SVG,'use'),ref='#'+pre+name(board,u[k]);
use.setAttributeNS(XL,'xlink:href',ref);use.setAttribute('href',ref);
use.setAttribute('transform','matrix('+r+' 0 0 '+r+' '+x+' '+y+')');pt.appendChild(use);}}}
function up(n,cls){while(n&&!(n.classList&&n.classList.contains(cls)))n=n.parentNode;return n;}
function byId(id){return id?document.getElementById(id):null;}
var active=null;
// Shows the position after the move `a` (null: the start) on the game's board.
function go(game,a,scroll){var board=game.querySelector('svg.board');if(!board)return;
var fen=a?a.getAttribute('data-fen'):board.getAttribute('data-fen'),i;show(board,fen);
var sq=a?[a.getAttribute('data-from'),a.getAttribute('data-to')]:[],lm=board.querySelectorAll('g.last-move g');
for(i=0;i<lm.length;i++){var p=sq[i]?board.querySelector('g.point[data-square="'+sq[i]+'"]'):null;
if(p){lm[i].setAttribute('transform','translate('+p.getAttribute('data-x')+' '+p.getAttribute('data-y')+')');
lm[i].setAttribute('visibility','visible');}else lm[i].setAttribute('visibility','hidden');}
var mk=board.querySelectorAll('g.marks'),at=a?a.id:'start';
for(i=0;i<mk.length;i++)mk[i].setAttribute('visibility',mk[i].getAttribute('data-move')==at?'visible':'hidden');
var side=fen.split(' ')[1]==board.getAttribute('data-first')?'0':'1',tm=board.querySelectorAll('g.to-move');
for(i=0;i<tm.length;i++)tm[i].setAttribute('visibility',tm[i].getAttribute('data-side')==side?'visible':'hidden');
var label=a?a.getAttribute('data-label'):board.getAttribute('data-label'),t=board.querySelector('title');
if(t)t.textContent=label;board.setAttribute('aria-label',label);
var now=game.querySelector('.now');if(now)now.textContent=label;
var cur=game.querySelectorAll('a.move.current');for(i=0;i<cur.length;i++)cur[i].classList.remove('current');
if(a){a.classList.add('current');if(scroll&&a.scrollIntoView)a.scrollIntoView({block:'nearest'});}
game.cur=a;active=game;
try{history.replaceState(null,'',a?'#'+a.id:'#'+game.id);}catch(x){}}
// first: the start; prev, next: along the line of the current move; last: the end of that line.
function step(game,where){var a=game.cur||null,t=null;
if(where=='next'){t=a?byId(a.getAttribute('data-next')):byId(game.getAttribute('data-first-move'));if(!t)return;}
else if(where=='prev'){if(!a)return;t=byId(a.getAttribute('data-prev'));}
else if(where=='last'){t=a||byId(game.getAttribute('data-first-move'));
while(t&&t.getAttribute('data-next'))t=byId(t.getAttribute('data-next'));}
go(game,t,true);}
// The game the keys move: the one last used while it is on screen, else the first one reaching into it.
function current(){var h=window.innerHeight||600;
if(active){var r=active.getBoundingClientRect();if(r.bottom>0&&r.top<h)return active;}
var gs=document.querySelectorAll('article.game');
for(var i=0;i<gs.length;i++){r=gs[i].getBoundingClientRect();if(r.bottom>h*0.3)return gs[i];}
return gs.length?gs[gs.length-1]:null;}
document.addEventListener('click',function(e){var b=up(e.target,'go'),g;
if(b){g=up(b,'game');if(g)step(g,b.getAttribute('data-go'));return;}
var a=up(e.target,'move');if(!a||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;
g=up(a,'game');if(!g||!g.querySelector('svg.board'))return;e.preventDefault();go(g,a,false);});
var KEYS={ArrowLeft:'prev',ArrowRight:'next',Left:'prev',Right:'next',Home:'first',End:'last'};
document.addEventListener('keydown',function(e){if(e.defaultPrevented||e.altKey||e.ctrlKey||e.metaKey||e.shiftKey)return;
var t=e.target,n=t&&t.nodeName?t.nodeName.toLowerCase():'';
if(n=='input'||n=='textarea'||n=='select'||(t&&t.isContentEditable))return;
var k=KEYS[e.key];if(!k)return;var g=current();if(!g||!g.querySelector('svg.board'))return;e.preventDefault();step(g,k);});
var c=document.querySelectorAll('.controls'),i;for(i=0;i<c.length;i++)c[i].removeAttribute('hidden');
var h=location.hash?byId(location.hash.slice(1)):null;
if(h&&h.classList.contains('move')){var g=up(h,'game');if(g)go(g,h,true);}
})();
)JS";

QString esc(const QString& s) { return xml_escape(s); }

// The words of the page that a printed book has no use for.
enum class HtmlWord { Position, ToMove, First, Previous, Next, Last };
QString html_word(HtmlWord w, Language lang) {
  const bool vi = lang == Language::Vi;
  switch (w) {
    case HtmlWord::Position:  // followed by word(Word::After): "Thế cờ sau 14. …", "Position after 14. …"
      return vi ? QStringLiteral("Thế cờ") : QStringLiteral("Position");
    case HtmlWord::ToMove:  // %1: the side
      return vi ? QStringLiteral("đến lượt %1") : QStringLiteral("%1 to move");
    case HtmlWord::First:
      return vi ? QStringLiteral("Thế cờ ban đầu (Home)") : QStringLiteral("Start (Home)");
    case HtmlWord::Previous:
      return vi ? QStringLiteral("Nước trước (←)") : QStringLiteral("Previous move (←)");
    case HtmlWord::Next:
      return vi ? QStringLiteral("Nước sau (→)") : QStringLiteral("Next move (→)");
    case HtmlWord::Last:
      return vi ? QStringLiteral("Nước cuối (End)") : QStringLiteral("Last move (End)");
  }
  return {};
}

// An inline SVG whose <title> and ARIA label say what it shows.
QString svg_inline(const Scene& scene, const QString& prefix, const QString& cls, const QString& title,
                   const QString& extra = {}) {
  SvgOptions o;
  o.xml_declaration = false;
  o.id_prefix = prefix;
  o.title = title;
  o.extra_attributes = QStringLiteral("class=\"%1\" role=\"img\" aria-label=\"%2\"").arg(cls, esc(title)) +
                       (extra.isEmpty() ? QString() : QLatin1Char(' ') + extra);
  return scene_svg(scene, o);
}

QString attribute(const SceneItem& it, QLatin1String key) {
  for (const auto& [k, v] : it.attributes)
    if (k == key) return v;
  return QString();
}
bool is_point(const SceneItem& it) {
  return it.kind == SceneItem::Kind::Begin && attribute(it, QLatin1String("class")) == QLatin1String("point");
}
// The index of a diagram scene's first point group and the index after its last one.
std::pair<std::size_t, std::size_t> point_span(const std::vector<SceneItem>& items) {
  std::size_t first = items.size(), last = items.size();
  for (std::size_t i = 0; i < items.size(); ++i)
    if (is_point(items[i])) {
      if (first == items.size()) first = i;
      last = i;
    }
  while (last < items.size() && items[last].kind != SceneItem::Kind::End) ++last;
  return {first, std::min(items.size(), last + 1)};
}

void replay(Scene& out, const SceneItem& it) {
  switch (it.kind) {
    case SceneItem::Kind::Path:
      out.path(it.path, it.paint);
      break;
    case SceneItem::Kind::Text:
      out.text(it.text, it.at, it.size, it.paint.fill, it.anchor, it.bold);
      break;
    case SceneItem::Kind::Use:
      out.use(it.symbol, it.transform);
      break;
    case SceneItem::Kind::Begin:
      out.begin_group(it.attributes);
      break;
    case SceneItem::Kind::End:
      out.end_group();
      break;
  }
}

// The annotator's marks of a start diagram: what its scene draws that the same diagram without them does
// not: the highlights, drawn just before the points, and the arrows, just after them (diagram.cpp,
// dongson_diagram.cpp).
std::pair<std::vector<SceneItem>, std::vector<SceneItem>> marks_of(AnyDiagram d, const DiagramStyle& style) {
  const Scene marked = any_diagram_scene(d, style, 440);
  std::visit(
      [](auto& x) {
        x.highlights.clear();
        x.arrows.clear();
      },
      d);
  const Scene plain = any_diagram_scene(d, style, 440);
  const auto [p0, p1] = point_span(plain.items());
  const auto [m0, m1] = point_span(marked.items());
  const std::size_t extra = marked.items().size() - plain.items().size();
  if (m0 < p0 || m0 - p0 > extra) return {};
  const std::size_t arrows = extra - (m0 - p0);
  const auto& items = marked.items();
  return {std::vector<SceneItem>(items.begin() + static_cast<std::ptrdiff_t>(p0),
                                 items.begin() + static_cast<std::ptrdiff_t>(m0)),
          std::vector<SceneItem>(items.begin() + static_cast<std::ptrdiff_t>(m1),
                                 items.begin() + static_cast<std::ptrdiff_t>(m1 + arrows))};
}

// The page's board: the start position without its side-to-move marker, and the layers the script shows:
// the last move's two points (`g.last-move`, before the points, moved onto them), a side-to-move marker
// for each side (`g.to-move`, beside the board, the start's mover shown) and the marks of the annotator's
// start diagram and of the moves' comments (`g.marks`, highlights under the points and arrows over them, each
// naming its position in `data-move`: "start" or the move's id; shown with that position only).
// The layout is the diagrams'.
ScriptBoard html_board(const Game& g, const DiagramStyle& style, bool flipped, int start_mover,
                       const std::vector<std::pair<QString, AnyDiagram>>& marked) {
  DiagramStyle plain = style;
  plain.side_to_move = false;
  ScriptBoard b = g.board(plain, flipped);
  const Scene& in = b.scene;
  const double c = b.cell;
  double x0 = 1e9, x1 = -1e9, y0 = 1e9, y1 = -1e9;
  std::vector<std::pair<QString, std::pair<std::vector<SceneItem>, std::vector<SceneItem>>>> marks;
  for (const auto& [where, d] : marked) marks.emplace_back(where, marks_of(d, plain));
  // The highlights (under) or the arrows (over the points) of each marked position
  auto layer = [&](Scene& out, bool over) {
    for (const auto& [where, items] : marks) {
      const std::vector<SceneItem>& part = over ? items.second : items.first;
      if (part.empty()) continue;
      out.begin_group(
          {{QStringLiteral("class"), QStringLiteral("marks")},
           {QStringLiteral("data-move"), where},
           {QStringLiteral("visibility"),
            where == QLatin1String("start") ? QStringLiteral("visible") : QStringLiteral("hidden")}});
      for (const SceneItem& it : part) replay(out, it);
      out.end_group();
    }
  };
  for (const SceneItem& it : in.items()) {
    if (!is_point(it)) continue;
    const double x = attribute(it, QLatin1String("data-x")).toDouble();
    const double y = attribute(it, QLatin1String("data-y")).toDouble();
    x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
  }
  const QRectF frame(QPointF(x0 - c / 2, y0 - c / 2), QPointF(x1 + c / 2, y1 + c / 2));
  // The marker's margin (diagram_parts.cpp: 0.62 of a cell on the right instead of 0.12)
  Scene out(in.width() + 0.5 * c, in.height());
  for (const auto& [name, items] : in.symbols()) out.define(name, items);
  const std::size_t points_end = point_span(in.items()).second;
  bool layers = false;
  for (std::size_t i = 0; i < in.items().size(); ++i) {
    const SceneItem& it = in.items()[i];
    if (!layers && is_point(it)) {
      layers = true;
      out.begin_group({{QStringLiteral("class"), QStringLiteral("last-move")}});
      for (const char* end : {"from", "to"}) {
        out.begin_group({{QStringLiteral("class"), QLatin1String(end)},
                         {QStringLiteral("visibility"), QStringLiteral("hidden")}});
        parts::last_move(out, QPointF(0, 0), c, style);
        out.end_group();
      }
      out.end_group();
      layer(out, false);
    }
    if (i == points_end) layer(out, true);
    replay(out, it);
  }
  if (points_end == in.items().size()) layer(out, true);
  const PieceColours& colours = g.dongson ? style.ds_pieces : style.pieces;
  for (int side = 0; side < 2; ++side) {
    out.begin_group({{QStringLiteral("class"), QStringLiteral("to-move")},
                     {QStringLiteral("data-side"), QString::number(side)},
                     {QStringLiteral("visibility"),
                      side == start_mover ? QStringLiteral("visible") : QStringLiteral("hidden")}});
    parts::side_to_move(out, {frame, c}, (side == 0) != flipped, colours.disc[side], colours.ring);
    out.end_group();
  }
  b.scene = std::move(out);
  return b;
}

// The FEN's side to move as the index of the game's side: Commander Chess writes Red r, Cờ Đông Sơn Thủy w.
QString first_side_letter(const Game& g) { return g.dongson ? QStringLiteral("w") : QStringLiteral("r"); }
int mover(const Game& g, const QString& fen) {
  return fen.section(QLatin1Char(' '), 1, 1) == first_side_letter(g) ? 0 : 1;
}

// Where each move of the tokens leads: the move before it and after it on its own line (a variation's first
// move follows the move before the one it replaces), its name ("14... Xe4,5") and the position's label.
struct MoveLinks {
  std::vector<int> prev, next;  // token indices, -1: the start / none
  std::vector<QString> label;   // Move: "Position after 14... X, Red to move"; Diagram: its position's
  int first = -1;               // the main line's first move
};

MoveLinks move_links(const Game& g, const QString& start_label, Language lang) {
  const std::size_t n = g.tokens.size();
  MoveLinks l{std::vector<int>(n, -1), std::vector<int>(n, -1), std::vector<QString>(n), -1};
  struct Line {
    int last;
    bool fresh;  // no move yet: `last` is the move before the variation, whose next stays the main line's
  };
  std::vector<Line> lines{{-1, false}};
  QString pending, last_number;
  for (std::size_t i = 0; i < n; ++i) {
    const GameToken& t = g.tokens[i];
    switch (t.kind) {
      case GameToken::Kind::Number:
        pending = t.text;
        break;
      case GameToken::Kind::Open: {
        const int before = lines.back().last;
        lines.push_back({before >= 0 ? l.prev[static_cast<std::size_t>(before)] : -1, true});
        break;
      }
      case GameToken::Kind::Close:
        if (lines.size() > 1) lines.pop_back();
        break;
      case GameToken::Kind::Move: {
        Line& line = lines.back();
        const int here = static_cast<int>(i);
        l.prev[i] = line.last;
        if (!line.fresh) {
          if (line.last >= 0)
            l.next[static_cast<std::size_t>(line.last)] = here;
          else if (lines.size() == 1)
            l.first = here;
        }
        line = {here, false};
        // A move printed without its number is the second side's of the last number printed
        QString number = pending;
        if (number.isEmpty() && !last_number.isEmpty())
          number = last_number.endsWith(QLatin1String("..."))
                       ? last_number
                       : last_number.chopped(1) + QStringLiteral("...");
        last_number = number;
        pending.clear();
        l.label[i] = html_word(HtmlWord::Position, lang) + QLatin1Char(' ') + word(Word::After, lang) +
                     QLatin1Char(' ') + (number.isEmpty() ? QString() : number + QLatin1Char(' ')) + t.text +
                     QStringLiteral(", ") + html_word(HtmlWord::ToMove, lang).arg(g.sides[mover(g, t.fen)]);
        break;
      }
      case GameToken::Kind::Diagram: {
        const int last = lines.back().last;
        l.label[i] = last >= 0 ? l.label[static_cast<std::size_t>(last)] : start_label;
        break;
      }
      default:
        break;
    }
  }
  return l;
}

void game_html(QString& out, const Game& g, int n, const PublicationOptions& o) {
  const Language lang = o.language;
  DiagramStyle style = DiagramStyle::colour();
  style.coordinates = book_coordinates(o);
  const QString gid = QStringLiteral("g%1").arg(n);
  // The game's board: the start position, and with the script the position of the move clicked
  const ScriptBoard start = g.board(style, o.flipped);
  const int start_mover = mover(g, start.fen);
  const QString start_label = word(Word::StartPosition, lang) + QStringLiteral(", ") +
                              html_word(HtmlWord::ToMove, lang).arg(g.sides[start_mover]);
  const MoveLinks links = move_links(g, start_label, lang);
  auto move_ref = [&](int token) {
    return gid + QStringLiteral("m") + QString::number(g.tokens[static_cast<std::size_t>(token)].move_id);
  };
  out += QStringLiteral("<article class=\"game\" id=\"game-%1\"%2>\n")
             .arg(n)
             .arg(links.first >= 0 ? QStringLiteral(" data-first-move=\"%1\"").arg(move_ref(links.first))
                                   : QString());
  out += QStringLiteral("<h2>%1 – %2 <span class=\"result\">%3</span></h2>\n")
             .arg(esc(g.players[0]), esc(g.players[1]), esc(result_text(g.result)));
  QStringList meta;
  for (const QString& v : {g.event, g.site, g.date})
    if (!v.isEmpty()) meta << esc(v);
  if (!g.round.isEmpty()) meta << esc(word(Word::Round, lang) + QLatin1Char(' ') + g.round);
  if (!g.mode.isEmpty()) meta << esc(word(Word::Mode, lang) + QStringLiteral(": ") + g.mode);
  meta << esc(g.termination.isEmpty()
                  ? g.result_words
                  : g.result_words + QStringLiteral(" (") + g.termination + QLatin1Char(')'));
  if (!g.annotator.isEmpty()) meta << esc(word(Word::Annotator, lang) + QStringLiteral(": ") + g.annotator);
  out += QStringLiteral("<p class=\"meta\">%1</p>\n").arg(meta.join(QStringLiteral(" · ")));
  // The positions with the annotator's marks: the start diagram of a set-up position or of [#] before the
  // moves (the board shows it), and the moves whose comments mark points or arrows
  std::vector<std::pair<QString, AnyDiagram>> marked;
  bool before_moves = true;
  for (const GameToken& t : g.tokens) {
    if (t.kind == GameToken::Kind::Move) {
      before_moves = false;
      if (t.marks)
        marked.emplace_back(gid + QStringLiteral("m") + QString::number(t.move_id), token_diagram(t));
    }
    if (before_moves && t.kind == GameToken::Kind::Diagram && marked.empty())
      marked.emplace_back(QStringLiteral("start"), token_diagram(t));
  }
  for (auto& [_, d] : marked)  // the board's marks, turned with it (its zones would not follow the moves)
    std::visit([&](auto& x) { x.flipped = o.flipped; }, d);
  const ScriptBoard board = html_board(g, style, o.flipped, start_mover, marked);
  out += QStringLiteral("<div class=\"play\">\n<div class=\"board-box\">\n");
  out += svg_inline(
      board.scene, gid + QStringLiteral("b-"), QStringLiteral("board"), start_label,
      QStringLiteral("data-cell=\"%1\" data-radius=\"%2\" data-files=\"%3\" data-light=\"%4\" "
                     "data-dark=\"%5\" data-prefix=\"%6b-\" data-fen=\"%7\" data-first=\"%8\" "
                     "data-label=\"%9\"")
          .arg(QString::number(board.cell, 'f', 3), QString::number(board.radius), board.files, board.light,
               board.dark, gid, esc(board.fen), first_side_letter(g), esc(start_label)));
  // The buttons, shown by the script
  auto button = [&](const char* go, HtmlWord w, const QString& glyph) {
    const QString label = esc(html_word(w, lang));
    return QStringLiteral(
               "<button type=\"button\" class=\"go\" data-go=\"%1\" title=\"%2\" aria-label=\"%2\">%3"
               "</button>")
        .arg(QLatin1String(go), label, glyph);
  };
  out += QStringLiteral("<div class=\"controls\" hidden=\"hidden\">") +
         button("first", HtmlWord::First, QStringLiteral("«")) +
         button("prev", HtmlWord::Previous, QStringLiteral("‹")) +
         QStringLiteral("<span class=\"now\" aria-live=\"polite\">%1</span>").arg(esc(start_label)) +
         button("next", HtmlWord::Next, QStringLiteral("›")) +
         button("last", HtmlWord::Last, QStringLiteral("»")) + QStringLiteral("</div>\n");
  out += QStringLiteral("</div>\n<div class=\"moves\">\n");
  int diagrams = 0;
  int depth = 0;
  bool space = false;  // a space is due before the next token (none after "(" and before ")")
  bool moved = false;  // a move has been written
  QString number;      // the number printed before the next move
  auto separate = [&] {
    if (space) out += QLatin1Char(' ');
    space = false;
  };
  for (std::size_t i = 0; i < g.tokens.size(); ++i) {
    const GameToken& t = g.tokens[i];
    switch (t.kind) {
      case GameToken::Kind::Number:
        number = t.text;
        break;
      case GameToken::Kind::Move: {
        // The number, the move and its evaluation never break apart, nor does the move
        separate();
        moved = true;
        const int here = static_cast<int>(i);
        out += QStringLiteral("<span class=\"mv\">");
        if (!number.isEmpty()) out += QStringLiteral("<span class=\"num\">%1</span>&#160;").arg(esc(number));
        number.clear();
        QString attributes = QStringLiteral(" data-fen=\"%1\"").arg(esc(t.fen));
        if (!t.from.isEmpty())
          attributes += QStringLiteral(" data-from=\"%1\" data-to=\"%2\"").arg(esc(t.from), esc(t.to));
        if (links.prev[i] >= 0)
          attributes += QStringLiteral(" data-prev=\"%1\"").arg(move_ref(links.prev[i]));
        if (links.next[i] >= 0)
          attributes += QStringLiteral(" data-next=\"%1\"").arg(move_ref(links.next[i]));
        attributes += QStringLiteral(" data-label=\"%1\"").arg(esc(links.label[i]));
        if (!t.evaluation.isEmpty()) attributes += QStringLiteral(" title=\"%1\"").arg(esc(t.evaluation));
        out +=
            QStringLiteral("<a class=\"move\" id=\"%1\" href=\"#%1\"%2>%3</a>")
                .arg(move_ref(here), attributes, esc(QString(t.text).replace(QLatin1Char(' '), QChar(0xa0))));
        if (!t.evaluation.isEmpty())  // the engine's, from Red's side (the summary's heading says so)
          out += QStringLiteral("&#160;<span class=\"eval\">%1</span>").arg(esc(t.evaluation));
        out += QStringLiteral("</span>");
        space = true;
        break;
      }
      case GameToken::Kind::Comment:
        separate();
        out += QStringLiteral("<span class=\"comment\">%1</span>").arg(esc(t.text));
        space = true;
        break;
      case GameToken::Kind::EngineComment:
        separate();
        out += QStringLiteral("<span class=\"engine\" title=\"%1\">%2</span>")
                   .arg(esc(word(Word::Engine, lang)), esc(t.text));
        space = true;
        break;
      case GameToken::Kind::Open:
        ++depth;
        separate();
        out += QStringLiteral("<span class=\"variation\">(");
        break;
      case GameToken::Kind::Close:
        if (depth > 0) --depth, out += QStringLiteral(")</span>");
        space = true;
        break;
      case GameToken::Kind::Result:
        separate();
        out += QStringLiteral("<strong>%1</strong>\n").arg(esc(t.text));
        break;
      case GameToken::Kind::Diagram: {
        AnyDiagram d = token_diagram(t);
        apply_board_options(d, o);
        // The start position before any move is the board's, with its marks: not repeated
        if (!moved) break;
        // A figure may not sit inside a span: close the open variations around it and reopen them after
        for (int k = 0; k < depth; ++k) out += QStringLiteral("</span>");
        out += QStringLiteral("\n<figure>\n");
        out += svg_inline(any_diagram_scene(d, style, 440), QStringLiteral("%1d%2-").arg(gid).arg(++diagrams),
                          QStringLiteral("diagram"), links.label[i]);
        if (!t.caption.isEmpty()) out += QStringLiteral("<figcaption>%1</figcaption>\n").arg(esc(t.caption));
        out += QStringLiteral("</figure>\n");
        for (int k = 0; k < depth; ++k) out += QStringLiteral("<span class=\"variation\">");
        space = false;
        break;
      }
    }
  }
  out += QStringLiteral("</div>\n</div>\n");
  const GameCurve& curve = g.curve;
  QStringList lines;
  for (int side = 0; side < 2; ++side) {
    if (const QString said = side_summary(curve, side, lang); !said.isEmpty())
      lines << QStringLiteral("<p><strong>%1 (%2):</strong> %3</p>\n")
                   .arg(esc(g.sides[side]), esc(g.players[side]), esc(said));
  }
  if (curve.has_evaluations || !lines.isEmpty()) {
    out += QStringLiteral("<section class=\"summary\">\n");
    if (curve.has_evaluations) {
      out += QStringLiteral("<p>%1</p>\n").arg(esc(g.evaluation_heading));
      out += svg_inline(
          eval_graph_scene(600, 110, 11, curve, g.judgements, style, graph_words(lang, g.sides[0])),
          gid + QStringLiteral("e-"), QStringLiteral("graph"), g.evaluation_heading);
    }
    out += lines.join(QString());
    out += QStringLiteral("</section>\n");
  }
  out += QStringLiteral("</article>\n");
}

}  // namespace

QString html_document(const std::vector<parser::GameRecord>& games, const PublicationOptions& options) {
  return published_html(publish(games, options), options);
}

QString published_html(const std::vector<Game>& games, const PublicationOptions& options) {
  const Language lang = options.language;
  const QString title = book_title(games, options);
  QString out;
  out +=
      QStringLiteral("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"%1\">\n<head>\n")
          .arg(lang == Language::Vi ? QStringLiteral("vi") : QStringLiteral("en"));
  out += QStringLiteral(
      "<meta charset=\"utf-8\"/>\n<meta name=\"viewport\" content=\"width=device-width, "
      "initial-scale=1\"/>\n");
  out += QStringLiteral("<meta name=\"generator\" content=\"Saban\"/>\n<title>%1</title>\n").arg(esc(title));
  out +=
      QStringLiteral("<style>") + QString::fromUtf8(kStyle) + QStringLiteral("</style>\n</head>\n<body>\n");
  out += QStringLiteral("<h1>%1</h1>\n").arg(esc(title));
  if (games.size() >= 2) {
    out += QStringLiteral("<nav><h2>%1</h2>\n<ol>\n").arg(esc(word(Word::Contents, lang)));
    const bool events = !one_event(games);  // one event: the title says it, the lines do not repeat it
    for (std::size_t i = 0; i < games.size(); ++i)
      out += QStringLiteral("<li><a href=\"#game-%1\">%2 – %3 %4</a>%5</li>\n")
                 .arg(i + 1)
                 .arg(esc(games[i].players[0]), esc(games[i].players[1]), esc(result_text(games[i].result)),
                      events && !games[i].event.isEmpty() ? QStringLiteral(" · ") + esc(games[i].event)
                                                          : QString());
    out += QStringLiteral("</ol>\n</nav>\n");
  }
  for (std::size_t i = 0; i < games.size(); ++i) game_html(out, games[i], static_cast<int>(i) + 1, options);
  out +=
      QStringLiteral("<script>//<![CDATA[") + QString::fromUtf8(kScript) + QStringLiteral("//]]></script>\n");
  out += QStringLiteral("</body>\n</html>\n");
  return out;
}

}  // namespace saban::render
