// One test (at least) per rule of docs/rules.md, named after the rule's ID, in the official profile unless
// the rule is a profile difference.
#include <cstdlib>

#include "rules/game.h"
#include "rules/perft.h"
#include "test_util.h"

namespace saban::test {
namespace {

const Profile kCotulenh = cotulenh_profile();

int count_from(Position& pos, const std::string& prefix) {
  int n = 0;
  for (const auto& l : lans(pos))
    if (l.rfind(prefix, 0) == 0) ++n;
  return n;
}

// Board and terrain

TEST(Rules, R_BOARD_1_Coordinates) {
  EXPECT_EQ(kSquares, 132);
  EXPECT_EQ(board::square_name(Square(0, 0)), "a1");
  EXPECT_EQ(board::square_name(Square(10, 11)), "k12");
  EXPECT_EQ(board::parse_square("f10"), Square(5, 9));
  EXPECT_FALSE(board::parse_square("l1").has_value());
  EXPECT_FALSE(board::parse_square("a13").has_value());
  EXPECT_EQ(board::rowcol_name(Square(2, 5)), "5,2");  // row first, then column
}

TEST(Rules, R_BOARD_5_StartPosition) {
  Position pos = Position::start();
  EXPECT_EQ(to_fen(pos), Position::kStartFen);
  EXPECT_EQ(pos.piece_count(Side::Red), 19);
  EXPECT_EQ(pos.piece_count(Side::Blue), 19);
  EXPECT_EQ(pos.commander(Side::Red), Square(6, 0));
  EXPECT_EQ(MoveList(pos).size(), 116u);
}

TEST(Rules, R_TERR_1_SeaCoastLand) {
  EXPECT_EQ(board::terrain(*board::parse_square("a1")), Terrain::Sea);
  EXPECT_EQ(board::terrain(*board::parse_square("b7")), Terrain::Sea);
  for (const char* s : {"c1", "c12", "d6", "e6", "d7", "e7"})
    EXPECT_EQ(board::terrain(*board::parse_square(s)), Terrain::Mixed) << s;
  for (const char* s : {"d5", "e8", "f6", "k1"})
    EXPECT_EQ(board::terrain(*board::parse_square(s)), Terrain::Land) << s;
}

TEST(Rules, R_TERR_2_PiecesStayOnTheirTerrain) {
  Position land = make({"Cj1", "ck12", "Ic3"});
  EXPECT_FALSE(has(land, "Ic3b3"));
  EXPECT_TRUE(has(land, "Ic3c4"));
  Position plane = make({"Cj1", "ck12", "Fc5"});
  EXPECT_FALSE(has(plane, "Fc5b5"));
  EXPECT_FALSE(has(plane, "Fc5a5"));
  Position navy = make({"Cj1", "ck12", "Nc3"});
  EXPECT_FALSE(has(navy, "Nc3d3"));
  EXPECT_TRUE(has(navy, "Nc3b4"));
}

// River

TEST(Rules, R_RIVER_2_TankCrossesAnywhere) {
  Position pos = make({"Cj1", "ck12", "Te6"});
  EXPECT_TRUE(has(pos, "Te6e7"));
  EXPECT_TRUE(has(pos, "Te6e8"));
}

TEST(Rules, R_RIVER_3_HeavyPiecesCrossOnlyStraightThroughAFord) {
  Position e = make({"Cj1", "ck12", "Ae5"});
  EXPECT_TRUE(has(e, "Ae5e6"));
  EXPECT_FALSE(has(e, "Ae5e7"));
  EXPECT_TRUE(has(e, "Ae5f6"));
  EXPECT_FALSE(has(e, "Ae5g7"));
  Position f = make({"Cj1", "ck12", "Af5"});
  EXPECT_TRUE(has(f, "Af5f7"));
  EXPECT_TRUE(has(f, "Af5f8"));
  Position diagonal = make({"Cj1", "ck12", "Sf6"});
  EXPECT_FALSE(has(diagonal, "Sf6g7"));
  EXPECT_TRUE(has(diagonal, "Sf6f7"));
}

TEST(Rules, R_RIVER_4_HeavyCaptureCrossesAnywhere) {
  Position pos = make({"Cj1", "ck12", "Ae5", "ie7"});
  EXPECT_TRUE(has(pos, "Ae5xe7"));
}

TEST(Rules, R_RIVER_6_NavyEntersTheRiverMouth) {
  Position pos = make({"Cj1", "ck12", "Nc6"});
  EXPECT_TRUE(has(pos, "Nc6e6"));
  EXPECT_TRUE(has(pos, "Nc6d7"));
  EXPECT_FALSE(has(pos, "Nc6f6"));
  EXPECT_FALSE(has(pos, "Nc6e8"));
}

// Pieces

TEST(Rules, R_CMD_1_CommanderSlidesOrthogonally) {
  Position pos = make({"Ce3", "ck12", "Ie6"});
  EXPECT_TRUE(has(pos, "Ce3e5"));
  EXPECT_FALSE(has(pos, "Ce3e6"));
  EXPECT_FALSE(has(pos, "Ce3e7"));
  EXPECT_FALSE(has(pos, "Ce3f4"));
  EXPECT_TRUE(has(pos, "Ce3j3"));
  EXPECT_FALSE(has(pos, "Ce3b3"));  // sea
}

TEST(Rules, R_CMD_2_CommanderCapturesOnlyAdjacent) {
  Position far = make({"Ce3", "ck12", "ie5"});
  EXPECT_FALSE(has(far, "Ce3xe5"));
  EXPECT_TRUE(has(far, "Ce3d3"));
  EXPECT_FALSE(has(far, "Ce3e4"));  // next to the infantry, which would take it
  Position near = make({"Ce3", "ck12", "ie4"});
  EXPECT_TRUE(has(near, "Ce3xe4"));
}

TEST(Rules, R_CMD_3_CommanderNeverHeroic) {
  EXPECT_FALSE(parse_fen("6+c4/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1").ok());
  EXPECT_TRUE(parse_fen("5+c5/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1", kCotulenh).ok());
  // A commander left with one piece: the piece becomes the last guard, the commander does not.
  Position pos = make({"Ce3", "ck12", "Ie5", "ih9", "ih10"}, Side::Blue);
  play(pos, "Ih10h11");
  EXPECT_TRUE(pos.at(*board::parse_square("e5")).top().heroic());
  EXPECT_FALSE(pos.at(*board::parse_square("e3")).top().heroic());
}

TEST(Rules, R_CMD_4_CommanderBoardsATank) {
  Position pos = make({"Ce3", "ck12", "Te4", "Hh1"});  // the HQ keeps the tank from being a last guard
  play(pos, "Ce3&e4");
  EXPECT_EQ(stack_text(pos.at(*board::parse_square("e4"))), "(TC)");
}

TEST(Rules, R_INF_1_InfantryOneStepOrthogonal) {
  Position pos = make({"Cj1", "ck12", "Ie5"});
  EXPECT_EQ(count_from(pos, "Ie5"), 4);
  EXPECT_FALSE(has(pos, "Ie5f6"));
}

TEST(Rules, R_INF_2_InfantryStayCapturesANavyAtSea) {
  Position sea = make({"Cj1", "ck12", "Ic5", "nb5"});
  EXPECT_TRUE(has(sea, "Ic5_b5"));
  EXPECT_FALSE(has(sea, "Ic5xb5"));
  Position coast = make({"Cj1", "ck12", "Ic5", "nc6"});
  EXPECT_TRUE(has(coast, "Ic5xc6"));
  EXPECT_FALSE(has(coast, "Ic5_c6"));
}

TEST(Rules, R_ENG_1_EngineerMovesLikeInfantry) {
  Position pos = make({"Cj1", "ck12", "Ee5", "ie6"});
  EXPECT_EQ(count_from(pos, "Ee5"), 4);
  EXPECT_TRUE(has(pos, "Ee5xe6"));
}

TEST(Rules, R_ENG_2_EngineerCarriesHeavyPiecesAcrossTheRiver) {
  Position pos = make({"Cj1", "ck12", "(EA)e6"});
  EXPECT_TRUE(has(pos, "(EA)e6e7"));
  EXPECT_FALSE(has(pos, "Ae6>e7"));  // alone, the artillery may not cross here
}

TEST(Rules, R_MIL_1_MilitiaOneStepInEightDirections) {
  Position pos = make({"Cj1", "ck12", "Me5"});
  EXPECT_EQ(count_from(pos, "Me5"), 8);
  EXPECT_FALSE(has(pos, "Me5e7"));
}

TEST(Rules, R_AA_1_AntiAirMovesOneStepAndGuardsRadiusOne) {
  Position pos = make({"Cj1", "ck12", "Ge3"});
  EXPECT_EQ(count_from(pos, "Ge3"), 4);
  Position zone = make({"Cj1", "ck12", "Ff4", "gf8"});
  EXPECT_TRUE(has(zone, "Ff4f6"));    // outside the zone
  EXPECT_TRUE(has(zone, "Ff4\"f7"));  // into it: the plane is lost
  EXPECT_FALSE(has(zone, "Ff4f7"));
  Position diagonal = make({"Cj1", "ck12", "Fc5", "gf8"});
  EXPECT_TRUE(has(diagonal, "Fc5e7"));  // the disc of radius 1 does not reach the diagonal point e7
}

TEST(Rules, R_TANK_1_TankTwoStepsBlocked) {
  Position pos = make({"Cj1", "ck12", "Te3"});
  EXPECT_TRUE(has(pos, "Te3e5"));
  EXPECT_FALSE(has(pos, "Te3e6"));
  EXPECT_FALSE(has(pos, "Te3f4"));
  Position blocked = make({"Cj1", "ck12", "Te3", "Ie4", "ie5"});
  EXPECT_FALSE(has(blocked, "Te3xe5"));
}

TEST(Rules, R_TANK_3_TankStaysAgainstANavyAtSea) {
  Position sea = make({"Cj1", "ck12", "Tc3", "nb3"});
  EXPECT_TRUE(has(sea, "Tc3_b3"));
  Position coast = make({"Cj1", "ck12", "Tc3", "nc5"});
  EXPECT_TRUE(has(coast, "Tc3xc5"));
}

TEST(Rules, R_ART_1_ArtilleryThreeStepsEightDirections) {
  Position pos = make({"Cj1", "ck12", "Ag3"});
  EXPECT_TRUE(has(pos, "Ag3g6"));
  EXPECT_TRUE(has(pos, "Ag3j6"));
  EXPECT_FALSE(has(pos, "Ag3g7"));
}

TEST(Rules, R_ART_2_ArtilleryCapturesOverPiecesButMovesBlocked) {
  Position pos = make({"Cj1", "ck12", "Ae3", "Ie4", "ie6"});
  EXPECT_TRUE(has(pos, "Ae3xe6"));
  EXPECT_FALSE(has(pos, "Ae3e5"));
}

TEST(Rules, R_ART_3_ArtilleryStaysAgainstANavyAtSea) {
  Position pos = make({"Cj1", "ck12", "Ac4", "nb5"});
  EXPECT_TRUE(has(pos, "Ac4_b5"));
  EXPECT_FALSE(has(pos, "Ac4xb5"));
}

TEST(Rules, R_MSL_1_MissileTwoOrthogonalOneDiagonal) {
  Position pos = make({"Cj1", "ck12", "Sf3"});
  EXPECT_TRUE(has(pos, "Sf3f5"));
  EXPECT_TRUE(has(pos, "Sf3g4"));
  EXPECT_FALSE(has(pos, "Sf3h5"));
  EXPECT_FALSE(has(pos, "Sf3f6"));
}

TEST(Rules, R_MSL_2_MissileCapturesOverPieces) {
  Position pos = make({"Cj1", "ck12", "Sf3", "If4", "if5"});
  EXPECT_TRUE(has(pos, "Sf3xf5"));
}

TEST(Rules, R_AIR_1_AirForceFliesOverPieces) {
  Position pos = make({"Cj1", "ck12", "Fe3", "Ie4", "ie5"});
  EXPECT_TRUE(has(pos, "Fe3e7"));
  EXPECT_TRUE(has(pos, "Fe3xe5"));
  EXPECT_FALSE(has(pos, "Fe3e8"));
}

TEST(Rules, R_AIR_2_AirForceReplacesOrReturnsButReplacesAPlane) {
  Position pos = make({"Cj1", "ck12", "Fe4", "ie7"});
  EXPECT_TRUE(has(pos, "Fe4xe7"));
  EXPECT_TRUE(has(pos, "Fe4_e7"));
  Position plane = make({"Cj1", "ck12", "Fe4", "fe7"});
  EXPECT_TRUE(has(plane, "Fe4xe7"));
  EXPECT_FALSE(has(plane, "Fe4_e7"));
}

TEST(Rules, R_NAVY_1_NavyOnWaterBlockedOnlyByNavies) {
  Position pos = make({"Cj1", "ck12", "Nc3", "Ic5"});
  EXPECT_TRUE(has(pos, "Nc3c7"));   // sails past the infantry on the coast
  EXPECT_TRUE(has(pos, "Nc3&c5"));  // or picks it up
  Position navies = make({"Cj1", "ck12", "Nc3", "Nc5"});
  EXPECT_FALSE(has(navies, "Nc3c6"));
}

TEST(Rules, R_TERR_3_NavyOnTheCoastDoesNotBlockLandPieces) {
  Position official = make({"Cj1", "ck12", "Tc4", "nc5"});
  EXPECT_TRUE(has(official, "Tc4xc5"));
  EXPECT_TRUE(has(official, "Tc4c6"));
  Position cotulenh = make({"Cj1", "ck12", "Tc4", "nc5"}, Side::Red, kCotulenh);
  EXPECT_FALSE(has(cotulenh, "Tc4c6"));
}

TEST(Rules, R_NAVY_2_TorpedoTakesNaviesAtFour) {
  Position pos = make({"Cj1", "ck12", "Nb2", "nb6"});
  EXPECT_TRUE(has(pos, "Nb2xb6"));
}

TEST(Rules, R_NAVY_3_GunStaysInlandReplacesOnTheCoast) {
  Position inland = make({"Cj1", "ck12", "Nc3", "if3"});
  EXPECT_TRUE(has(inland, "Nc3_f3"));
  EXPECT_FALSE(has(inland, "Nc3xf3"));
  Position far = make({"Cj1", "ck12", "Nc3", "ig3"});
  EXPECT_FALSE(has(far, "Nc3_g3"));
  Position coast = make({"Cj1", "ck12", "Nc3", "ic6"});
  EXPECT_TRUE(has(coast, "Nc3xc6"));
}

TEST(Rules, R_HQ_1_HeadquartersNeverMoves) {
  Position pos = make({"Cj1", "ck12", "He5"});
  EXPECT_EQ(count_from(pos, "He5"), 0);
}

TEST(Rules, R_HQ_2_HeroicHeadquartersMovesLikeHeroicInfantry) {
  Position pos = make({"Cj1", "ck12", "+He5"});
  EXPECT_TRUE(has(pos, "+He5e7"));
  EXPECT_TRUE(has(pos, "+He5f6"));
}

// Air defence

TEST(Rules, R_AD_1_ZonesAreDiscs) {
  Position pos = make({"Cj1", "ck12", "Ff3", "sf8"});
  // Missile radius 2: f6 is in (distance 2), e6/g6 are not (1 + 4 > 4).
  EXPECT_TRUE(has(pos, "Ff3\"f6"));
  EXPECT_TRUE(has(pos, "Ff3f5"));
}

TEST(Rules, R_AD_2_ShotDownOnTheWay) {
  Position pos = make({"Cj1", "ck12", "Ff4", "gf7", "if8"});
  // f6 and f7 lie in the anti-air's zone before f8: the capture of the infantry fails and the plane is lost.
  EXPECT_TRUE(has(pos, "Ff4\"f8"));
  play(pos, "Ff4\"f8");
  EXPECT_TRUE(pos.at(*board::parse_square("f4")).empty());
  EXPECT_FALSE(pos.at(*board::parse_square("f8")).empty());
}

TEST(Rules, R_AD_3_OneForOneInsideAZone) {
  Position pos = make({"Cj1", "ck12", "Fe4", "gf8", "ie8"});
  EXPECT_TRUE(has(pos, "Fe4@e8"));
  EXPECT_FALSE(has(pos, "Fe4xe8"));
  play(pos, "Fe4@e8");
  EXPECT_TRUE(pos.at(*board::parse_square("e4")).empty());
  EXPECT_TRUE(pos.at(*board::parse_square("e8")).empty());
  // Diving straight at an air-defence piece through its own zone is one-for-one (seed rules:53) ...
  Position dive = make({"Cj1", "ck12", "Fc3", "sg3"});
  EXPECT_TRUE(has(dive, "Fc3@g3"));
  EXPECT_FALSE(has(dive, "Fc3\"g3"));
  // ... but another piece's zone on the way still shoots the plane down.
  Position guarded = make({"Cj1", "ck12", "Fc3", "sg3", "ge4"});
  EXPECT_TRUE(has(guarded, "Fc3\"g3"));
  // Against a commander in a zone, only the plane is lost, so it gives no check.
  Position commander = make({"Cj1", "ce9", "ge10", "Fe5"});
  EXPECT_TRUE(has(commander, "Fe5\"e9"));
  commander.set_side_to_move(Side::Blue);
  EXPECT_FALSE(commander.in_check());
  Position open = make({"Cj1", "ce9", "Fe5"}, Side::Blue);
  EXPECT_TRUE(open.in_check());
}

TEST(Rules, R_AD_4_StealthHeroAndCarriedPlanesAreSafe) {
  Position hero = make({"Cj1", "ck12", "+Ff4", "gf8"});
  EXPECT_TRUE(has(hero, "+Ff4f7"));
  EXPECT_TRUE(has(hero, "+Ff4xf8"));
  Position carried = make({"Cj1", "ck12", "(NF)c4", "gd8"});
  EXPECT_TRUE(has(carried, "(NF)c4c8"));
}

TEST(Rules, R_AD_5_CotulenhZones) {
  Position pos = make({"Cj1", "ck12", "Ff4", "gf8"}, Side::Red, kCotulenh);
  EXPECT_FALSE(has(pos, "Ff4f7"));
  EXPECT_FALSE(has(pos, "Ff4\"f7"));
  EXPECT_TRUE(has(pos, "Ff4@f8"));  // suicide capture
  Position two = make({"Cj1", "ck12", "Ff4", "gf8", "ge7"}, Side::Red, kCotulenh);
  EXPECT_FALSE(has(two, "Ff4@f8"));  // f7 lies in two zones: the flight ends there
}

// Stacks and deploy

TEST(Rules, R_STACK_1_BoardingIsAMove) {
  Position pos = make({"Cj1", "ck12", "Te5", "Ie4"});
  play(pos, "Ie4&e5");
  EXPECT_EQ(stack_text(pos.at(*board::parse_square("e5"))), "(TI)");
  EXPECT_EQ(pos.side_to_move(), Side::Blue);
}

TEST(Rules, R_STACK_2_Capacities) {
  auto valid = [](std::initializer_list<PieceType> types, Stacking s) {
    std::vector<Piece> pieces;
    for (PieceType t : types) pieces.emplace_back(t, Side::Red);
    return arrange_stack(pieces.data(), static_cast<int>(pieces.size()), s).has_value();
  };
  using T = PieceType;
  const auto O = Stacking::Official, K = Stacking::Cotulenh;
  EXPECT_TRUE(valid({T::Navy, T::AirForce, T::AirForce}, O));
  EXPECT_FALSE(valid({T::Navy, T::AirForce, T::AirForce}, K));
  EXPECT_TRUE(valid({T::Navy, T::Tank, T::Tank}, O));
  EXPECT_TRUE(valid({T::Navy, T::Tank, T::Infantry}, O));  // the tank carries the infantry
  EXPECT_FALSE(valid({T::Navy, T::Tank, T::Infantry}, K));
  EXPECT_TRUE(valid({T::Navy, T::AirForce, T::Militia}, O));
  EXPECT_TRUE(valid({T::AirForce, T::Tank, T::Commander}, K));
  EXPECT_FALSE(valid({T::Tank, T::Tank}, O));
  EXPECT_FALSE(valid({T::Tank, T::Infantry, T::Militia}, O));
  EXPECT_TRUE(valid({T::Engineer, T::Missile}, O));
  EXPECT_FALSE(valid({T::Engineer, T::Artillery, T::AntiAir}, O));
  EXPECT_FALSE(valid({T::Headquarters, T::Infantry}, O));
  EXPECT_FALSE(valid({T::Navy, T::Artillery}, O));
  EXPECT_FALSE(valid({T::Navy, T::AirForce, T::Tank, T::Infantry}, O));  // at most three
}

TEST(Rules, R_STACK_3_WholeStackMovesByItsCarrier) {
  Position pos = make({"Cj1", "ck12", "(TI)e5"});
  EXPECT_TRUE(has(pos, "(TI)e5e7"));
  EXPECT_TRUE(has(pos, "Ie5>e6"));
  EXPECT_TRUE(has(pos, "Te5>e7"));
  EXPECT_TRUE(has(pos, "Te5>e7,Ie5>d5"));
  play(pos, "(TI)e5e7");
  EXPECT_TRUE(pos.at(*board::parse_square("e5")).empty());
  EXPECT_EQ(stack_text(pos.at(*board::parse_square("e7"))), "(TI)");
}

TEST(Rules, R_STACK_4_ThreePieceDeployTurn) {
  Position pos = make({"Cj1", "ck12", "(NFT)c5"});
  const std::string turn = "Nc5>c8,Fc5>f8,Tc5>e5";
  ASSERT_TRUE(has(pos, turn));
  play(pos, turn);
  EXPECT_TRUE(pos.at(*board::parse_square("c5")).empty());
  EXPECT_EQ(stack_text(pos.at(*board::parse_square("c8"))), "N");
  EXPECT_EQ(stack_text(pos.at(*board::parse_square("f8"))), "F");
  EXPECT_EQ(stack_text(pos.at(*board::parse_square("e5"))), "T");
  EXPECT_EQ(pos.side_to_move(), Side::Blue);
  // At sea, the navy may not leave its passengers behind on the water.
  Position sea = make({"Cj1", "ck12", "(NFT)b5"});
  EXPECT_FALSE(has(sea, "Nb5>b8"));
  EXPECT_TRUE(has(sea, "Nb5>b8,Fb5>d7,Tb5>c5"));
  // One piece per turn (single mode) ends the turn whatever is left behind.
  EXPECT_TRUE(has(sea, "Nb5>b8", DeployMode::Single));
}

TEST(Rules, R_STACK_5_CapturingAStackRemovesAll) {
  Position pos = make({"Cj1", "ck12", "Ae5", "(ti)e7", "Hh1"});
  play(pos, "Ae5xe7");
  EXPECT_EQ(stack_text(pos.at(*board::parse_square("e7"))), "A");
  EXPECT_EQ(pos.piece_count(Side::Blue), 1);
}

// Heroes

TEST(Rules, R_HERO_1_PiecesThatCheckBecomeHeroes) {
  Position pos = make({"Cj1", "ce12", "Td10"});
  play(pos, "Td10e10");
  EXPECT_TRUE(pos.at(*board::parse_square("e10")).top().heroic());
  EXPECT_TRUE(pos.in_check());
  Position stack = make({"Cj1", "ce12", "(TI)d11"});
  play(stack, "(TI)d11e11");
  const Stack& st = stack.at(*board::parse_square("e11"));
  EXPECT_TRUE(st.pieces[0].heroic());
  EXPECT_TRUE(st.pieces[1].heroic());  // passengers too
}

TEST(Rules, R_HERO_2_HeroesGainRangeAndDiagonals) {
  Position pos = make({"Cj1", "ck12", "+Te5"});
  EXPECT_TRUE(has(pos, "+Te5e8"));
  EXPECT_TRUE(has(pos, "+Te5f6"));
  EXPECT_FALSE(has(pos, "+Te5e9"));
}

TEST(Rules, R_HERO_3_HeroicAirDefenceAndStealthPlanes) {
  Position wide = make({"Cj1", "ck12", "Ff4", "+gf8"});
  EXPECT_TRUE(has(wide, "Ff4\"f6"));
  Position narrow = make({"Cj1", "ck12", "Ff4", "gf8"});
  EXPECT_TRUE(has(narrow, "Ff4f6"));
  Position stealth = make({"Cj1", "ck12", "+Fe4", "fe7"});
  EXPECT_TRUE(has(stealth, "+Fe4_e7"));
}

TEST(Rules, R_HERO_4_LastGuard) {
  Position pos = make({"Cj1", "ck12", "He5", "ih9", "ih10"}, Side::Blue);
  play(pos, "Ih10h11");
  EXPECT_TRUE(pos.at(*board::parse_square("e5")).top().heroic());
  EXPECT_FALSE(pos.at(*board::parse_square("h9")).top().heroic());
}

// Commanders

TEST(Rules, R_FACE_1_CommandersMayNotFace) {
  Position pos = make({"Ce1", "ce12", "Ie5"});
  EXPECT_FALSE(has(pos, "Ie5d5"));
  EXPECT_TRUE(has(pos, "Ie5e6"));
  Position facing = make({"Ce1", "ce12"});
  EXPECT_TRUE(has(facing, "Ce1xe12"));
  EXPECT_TRUE(facing.in_check());
  // Along a rank too (legal_for tests facing only for commanders on one file or rank).
  Position rank = make({"Cd6", "ch6", "If6"});
  EXPECT_FALSE(has(rank, "If6f7"));
  EXPECT_TRUE(has(rank, "If6e6"));
}

TEST(Rules, R_FACE_2_ACarriedCommanderFacesNobody) {
  Position pos = make({"(TC)e1", "ce12", "Ie5"});
  EXPECT_TRUE(has(pos, "Ie5d5"));
}

TEST(Rules, R_FACE_2_ACarriedCommanderTakesOnlyAdjacent) {
  Position pos = make({"(TC)i3", "ci6"});
  EXPECT_FALSE(has(pos, "Ci3>xi6"));
  pos.set_side_to_move(Side::Blue);
  EXPECT_FALSE(pos.in_check());
}

TEST(Rules, R_SHELTER_1_OnlyTheCommanderEntersItsHeadquarters) {
  Position pos = make({"Ce1", "ck12", "He2", "Id2"});
  EXPECT_TRUE(has(pos, "Ce1&e2"));
  EXPECT_FALSE(has(pos, "Id2&e2"));
}

TEST(Rules, R_SHELTER_2_DirectFireDestroysOnlyTheHeadquarters) {
  Position tank = make({"Cj1", "(hc)e10", "Te8", "Hh1"});
  EXPECT_TRUE(has(tank, "Te8_e10"));
  play(tank, "Te8_e10");
  EXPECT_EQ(stack_text(tank.at(*board::parse_square("e10"))), "c");
  EXPECT_EQ(stack_text(tank.at(*board::parse_square("e8"))), "+T");  // stayed, and now checks: a hero
  EXPECT_TRUE(tank.in_check());
  Position artillery = make({"Cj1", "(hc)e10", "Ae8"});
  play(artillery, "Ae8xe10");
  EXPECT_FALSE(artillery.commander(Side::Blue).valid());
}

// Check and the end of the game

TEST(Rules, R_CHECK_1_Check) {
  EXPECT_TRUE(make({"Cj1", "ce12", "Te10"}, Side::Blue).in_check());
  EXPECT_FALSE(make({"Cj1", "ce12", "Te9"}, Side::Blue).in_check());
  EXPECT_FALSE(make({"Cj1", "(hc)e12", "Te10"}, Side::Blue).in_check());  // sheltered from direct fire
  EXPECT_TRUE(make({"Cj1", "(hc)e12", "Ae10"}, Side::Blue).in_check());
}

TEST(Rules, R_CHECK_2_NoMoveMayLeaveTheCommanderInCheck) {
  Position pos = make({"Ce1", "ck12", "te3", "Ic5"});
  EXPECT_TRUE(pos.in_check());
  EXPECT_FALSE(has(pos, "Ic5c6"));
  EXPECT_TRUE(has(pos, "Ce1d1"));
}

TEST(Rules, R_CHECK_3_Checkmate) {
  Game game(make({"Cj1", "cg12", "if12", "ih12", "Tg10"}, Side::Blue));
  const GameResult r = game.result();
  EXPECT_EQ(r.outcome, Outcome::Checkmate);
  EXPECT_EQ(r.winner, Side::Red);
}

TEST(Rules, R_CHECK_4_Stalemate) {
  Game game(make({"Cj1", "cc12", "Ic10", "Td10", "Ie12"}, Side::Blue));
  EXPECT_FALSE(game.position().in_check());
  const GameResult r = game.result();
  EXPECT_EQ(r.outcome, Outcome::Stalemate);
  EXPECT_FALSE(r.winner.has_value());
}

TEST(Rules, R_CHECK_5_ThreefoldRepetition) {
  Game game(Position::start());
  auto play_lan = [&](const std::string& lan) {
    for (const Turn& t : MoveList(game.position()))
      if (to_lan(game.position(), t) == lan) return game.play(t);
    ADD_FAILURE() << lan;
  };
  for (int round = 0; round < 2; ++round) {
    EXPECT_EQ(game.result().outcome, Outcome::Ongoing);
    for (const char* lan : {"Ic5c6", "Ic8c7", "Ic6c5", "Ic7c8"}) play_lan(lan);
  }
  EXPECT_EQ(game.repetitions(), 3);
  EXPECT_EQ(game.result().outcome, Outcome::Repetition);
}

TEST(Rules, R_MODE_1_TacticalBattlesEndEarly) {
  Game naval(make({"Cj1", "ck12", "Ac5", "nc7"}), GameMode::Naval);
  for (const Turn& t : MoveList(naval.position()))
    if (to_lan(naval.position(), t) == "Ac5xc7") {
      naval.play(t);
      break;
    }
  ASSERT_EQ(naval.turns().size(), 1u);
  EXPECT_EQ(naval.result().outcome, Outcome::BattleWon);
  EXPECT_EQ(naval.result().winner, Side::Red);
  EXPECT_EQ(naval.score(Side::Red), 80 + 160);
}

TEST(Rules, R_SCORE_1_CapturedPiecesScoreTheirValue) {
  Game game(make({"Cj1", "ck12", "Ae5", "+te7", "ie4"}));
  for (const Turn& t : MoveList(game.position()))
    if (to_lan(game.position(), t) == "Ae5xe7") {
      game.play(t);
      break;
    }
  EXPECT_EQ(game.score(Side::Red), 20 + 10);  // a heroic tank
  EXPECT_EQ(game.score(Side::Blue), 0);
  EXPECT_EQ(Game::mode_bonus(GameMode::Full), 200);
  EXPECT_EQ(Game::mode_bonus(GameMode::Land), 120);
}

// Rows without a test above

TEST(Rules, R_BOARD_2_RowColumnCoordinates) {
  EXPECT_EQ(board::rowcol_name(*board::parse_square("g1")), "0,6");
  EXPECT_EQ(board::rowcol_name(*board::parse_square("k12"), '.'), "11.10");
}

TEST(Rules, R_BOARD_3_AlgebraicCoordinates) {
  for (int r = 0; r < kRanks; ++r)
    for (int c = 0; c < kFiles; ++c) {
      const std::string name = std::string(1, "abcdefghijk"[c]) + std::to_string(r + 1);
      EXPECT_EQ(board::square_name(Square(c, r)), name);
      EXPECT_EQ(board::parse_square(name), Square(c, r));
    }
}

// One home for point names and edge labels (rules/board.h): the rulebook's row,column from 0, read row first,
// origin at Red's bottom-left corner on the sea side (wiki:51, wiki:53); algebraic a..k, 1..12.
TEST(Rules, R_BOARD_2_3_EdgeLabelsAndPointNamesInBothStyles) {
  using board::CoordinateStyle;
  // The seed's examples (wiki:53): 0,0 is a1 (sea corner), 0,10 is k1, 11,10 is k12, 3,5 is f4.
  EXPECT_EQ(board::point_name(Square(0, 0), CoordinateStyle::Rulebook), "0,0");
  EXPECT_EQ(board::point_name(Square(10, 0), CoordinateStyle::Rulebook), "0,10");
  EXPECT_EQ(board::point_name(Square(10, 11), CoordinateStyle::Rulebook), "11,10");
  EXPECT_EQ(board::point_name(Square(5, 3), CoordinateStyle::Rulebook), "3,5");
  EXPECT_EQ(board::point_name(Square(5, 3), CoordinateStyle::Algebraic), "f4");
  EXPECT_EQ(board::point_name(Square(10, 11), CoordinateStyle::Algebraic), "k12");
  // Columns along the bottom edge (files), rows up the left edge (ranks).
  EXPECT_EQ(board::file_label(0, CoordinateStyle::Rulebook), "0");
  EXPECT_EQ(board::file_label(10, CoordinateStyle::Rulebook), "10");
  EXPECT_EQ(board::file_label(0, CoordinateStyle::Algebraic), "a");
  EXPECT_EQ(board::file_label(10, CoordinateStyle::Algebraic), "k");
  EXPECT_EQ(board::rank_label(0, CoordinateStyle::Rulebook), "0");
  EXPECT_EQ(board::rank_label(11, CoordinateStyle::Rulebook), "11");
  EXPECT_EQ(board::rank_label(0, CoordinateStyle::Algebraic), "1");
  EXPECT_EQ(board::rank_label(11, CoordinateStyle::Algebraic), "12");
  // A point's name is its edges' labels, row first in the rulebook, file first in algebraic; the writers'
  // names are the same.
  for (int i = 0; i < kSquares; ++i) {
    const Square s(i);
    const std::string row = board::rank_label(s.rank(), CoordinateStyle::Rulebook);
    const std::string col = board::file_label(s.file(), CoordinateStyle::Rulebook);
    EXPECT_EQ(board::point_name(s, CoordinateStyle::Rulebook), row + "," + col);
    EXPECT_EQ(board::rowcol_name(s, '.'), row + "." + col);
    EXPECT_EQ(board::point_name(s, CoordinateStyle::Algebraic),
              board::file_label(s.file(), CoordinateStyle::Algebraic) +
                  board::rank_label(s.rank(), CoordinateStyle::Algebraic));
    EXPECT_EQ(board::point_name(s, CoordinateStyle::Algebraic), board::square_name(s));
  }
}

TEST(Rules, R_BOARD_4_BlueMirrorsRed) {
  Position pos = Position::start();
  for (int i = 0; i < kSquares; ++i) {
    const Square s(i);
    const Stack& red = pos.at(s);
    if (red.empty() || red.side() != Side::Red) continue;
    const Stack& blue = pos.at(Square(s.file(), kRanks - 1 - s.rank()));
    ASSERT_FALSE(blue.empty()) << board::square_name(s);
    EXPECT_EQ(blue.top().type(), red.top().type());
    EXPECT_EQ(blue.side(), Side::Blue);
  }
}

TEST(Rules, R_BOARD_6_NoEngineersStart) {
  auto pos = Position::named_start("no-engineers");
  ASSERT_TRUE(pos.has_value());
  EXPECT_EQ(pos->piece_count(Side::Red), 17);
  EXPECT_EQ(pos->piece_count(Side::Blue), 17);
  for (int i = 0; i < kSquares; ++i) EXPECT_FALSE(pos->at(Square(i)).contains(PieceType::Engineer));
  EXPECT_FALSE(Position::named_start("nonsense").has_value());
}

TEST(Rules, R_BOARD_7_RedMovesFirst) { EXPECT_EQ(Position::start().side_to_move(), Side::Red); }

TEST(Rules, R_TERR_4_TerrainDoesNotChangeHowPiecesMove) {
  Position coast = make({"Cj1", "ck12", "Tc5"});
  Position land = make({"Cj1", "ck12", "Tg5"});
  EXPECT_TRUE(has(coast, "Tc5c7"));
  EXPECT_TRUE(has(land, "Tg5g7"));
}

TEST(Rules, R_RIVER_1_RiverAndFords) {
  EXPECT_TRUE(board::same_half(*board::parse_square("e1"), *board::parse_square("e6")));
  EXPECT_FALSE(board::same_half(*board::parse_square("e6"), *board::parse_square("e7")));
  for (int f = 0; f < kFiles; ++f) EXPECT_EQ(board::is_ford_file(f), f == 5 || f == 7) << f;
}

TEST(Rules, R_RIVER_5_IllegalCrossingsAreNeverGenerated) {
  Position pos = make({"Cj1", "ck12", "Gd6", "Se6", "Ag6"});
  for (const auto& lan : lans(pos)) {
    const bool heavy = lan[0] == 'G' || lan[0] == 'S' || lan[0] == 'A';
    if (!heavy) continue;
    const auto from = board::parse_square(lan.substr(1, 2)),
               to = board::parse_square(lan.substr(lan.size() - 2));
    if (!board::same_half(*from, *to)) {
      EXPECT_TRUE(from->file() == to->file() && board::is_ford_file(from->file())) << lan;
    }
  }
}

TEST(Rules, R_PIECE_1_Letters) {
  EXPECT_STREQ(kFenLetters, "CIEMGTASFNH");
  EXPECT_EQ(piece_text(Piece(PieceType::AirForce, Side::Blue, true)), "+f");
}

TEST(Rules, R_PIECE_2_StraightLinesOnly) {
  Position pos = Position::start();
  for (const Turn& t : MoveList(pos)) {
    const int df = t.first().to().file() - t.first().from().file();
    const int dr = t.first().to().rank() - t.first().from().rank();
    EXPECT_TRUE(df == 0 || dr == 0 || std::abs(df) == std::abs(dr)) << to_lan(pos, t);
  }
}

TEST(Rules, R_PIECE_3_QuietMovesDoNotJump) {
  Position pos = make({"Cj1", "ck12", "+Ie3", "Ie4"});
  EXPECT_FALSE(has(pos, "+Ie3e5"));
  EXPECT_TRUE(has(pos, "+Ie3c3"));
}

TEST(Rules, R_PIECE_4_NoCapturingFriends) {
  Position pos = make({"Cj1", "ck12", "Te3", "Ie4"});
  EXPECT_FALSE(has(pos, "Te3xe4"));
  EXPECT_TRUE(has(pos, "Te3&e4"));  // picking the infantry up instead
}

TEST(Rules, R_AA_2_AntiAirIsAHeavyPiece) {
  Position deep = make({"Cj1", "ck12", "Ge6"});
  EXPECT_FALSE(has(deep, "Ge6e7"));
  Position ford = make({"Cj1", "ck12", "Gh6"});
  EXPECT_TRUE(has(ford, "Gh6h7"));
}

TEST(Rules, R_TANK_2_TankCrossesDeepWater) {
  Position pos = make({"Cj1", "ck12", "Tg6"});
  EXPECT_TRUE(has(pos, "Tg6g8"));
}

TEST(Rules, R_TANK_4_TankCarriesOnePerson) {
  Position pos = make({"Cj1", "ck12", "Te5", "Ie4", "Me6", "ih12", "hf12"});
  play(pos, "Ie4&e5");
  play(pos, "Ih12h11");
  EXPECT_FALSE(has(pos, "Me6&e5"));
}

TEST(Rules, R_ART_4_ArtilleryIsAHeavyPiece) {
  Position pos = make({"Cj1", "ck12", "Af5", "Ad5"});
  EXPECT_TRUE(has(pos, "Af5f8"));
  EXPECT_FALSE(has(pos, "Ad5d7"));
}

TEST(Rules, R_MSL_3_MissileIsHeavyAndStaysAtSea) {
  Position pos = make({"Cj1", "ck12", "Sc5", "nb5", "Se6"});
  EXPECT_TRUE(has(pos, "Sc5_b5"));
  EXPECT_FALSE(has(pos, "Se6e7"));
}

TEST(Rules, R_AIR_3_NavyZonesGuardTheSea) {
  Position pos = make({"Cj1", "ck12", "Ff4", "nc8"});
  EXPECT_TRUE(has(pos, "Ff4\"c7"));
  EXPECT_TRUE(has(pos, "Ff4d6"));
}

TEST(Rules, R_AIR_4_AirForceLandsOnNaviesAndCarries) {
  Position pos = make({"Cj1", "ck12", "Fe3", "Nc5", "Te2"});
  EXPECT_TRUE(has(pos, "Fe3&c5"));
  EXPECT_TRUE(has(pos, "Te2&e3"));
  play(pos, "Te2&e3");
  EXPECT_EQ(stack_text(pos.at(*board::parse_square("e3"))), "(FT)");
}

TEST(Rules, R_NAVY_4_NavyCarriesPlanesTanksAndAPerson) {
  Position pos = make({"Cj1", "ck12", "(NF)c5", "Tc6", "Id5"});
  EXPECT_TRUE(has(pos, "Tc6&c5"));  // N + F + T
  EXPECT_TRUE(has(pos, "Id5&c5"));  // N + F + person
}

TEST(Rules, R_NAVY_5_OneCapturePerTurn) {
  Position pos = make({"Cj1", "ck12", "Nb2", "nb4", "nb6", "Hh1"});
  play(pos, "Nb2xb6");
  EXPECT_EQ(pos.at(*board::parse_square("b4")).top().type(),
            PieceType::Navy);  // untouched (now a last guard)
  EXPECT_EQ(pos.piece_count(Side::Blue), 2);
}

TEST(Rules, R_STAY_1_StayCaptureWhereTheCapturerCannotStand) {
  Position pos = make({"Cj1", "ck12", "Mc4", "nb5", "Hh1"});
  play(pos, "Mc4_b5");
  EXPECT_EQ(stack_text(pos.at(*board::parse_square("c4"))), "M");
  EXPECT_TRUE(pos.at(*board::parse_square("b5")).empty());
}

TEST(Rules, R_STAY_2_CoastTargetsAreReplaced) {
  Position pos = make({"Cj1", "ck12", "Ac3", "nc5"});
  EXPECT_TRUE(has(pos, "Ac3xc5"));
  EXPECT_FALSE(has(pos, "Ac3_c5"));
}

TEST(Rules, R_STAY_3_NavyGunAndBombing) {
  Position gun = make({"Cj1", "ck12", "Nc4", "ie4"});
  EXPECT_TRUE(has(gun, "Nc4_e4"));
  Position bomb = make({"Cj1", "ck12", "Fg4", "ig7"});
  EXPECT_TRUE(has(bomb, "Fg4_g7"));
  EXPECT_TRUE(has(bomb, "Fg4xg7"));
}

TEST(Rules, R_STAY_4_OtherwiseReplacingIsMandatory) {
  Position pos = make({"Cj1", "ck12", "Ie5", "ie6", "Ic5", "nb5"});
  EXPECT_TRUE(has(pos, "Ie5xe6"));
  EXPECT_FALSE(has(pos, "Ie5_e6"));
  pos.set_clocks(7, 4);
  play(pos, "Ic5_b5");
  EXPECT_EQ(pos.halfmove_clock(), 0);  // a stay capture is a capture for the clock too
}

TEST(Rules, R_SCORE_2_TheWinnerAddsTheModeBonus) {
  Game game(make({"Cj1", "ce10", "Ae8", "Hh1"}));
  for (const Turn& t : MoveList(game.position()))
    if (to_lan(game.position(), t) == "Ae8xe10") {
      game.play(t);
      break;
    }
  ASSERT_EQ(game.turns().size(), 1u);
  EXPECT_EQ(game.result().outcome, Outcome::CommanderCaptured);
  EXPECT_EQ(game.score(Side::Red), 100 + 200);
}

TEST(Rules, R_FEN_1_Dialect) {
  const std::string fen = "5c5/11/11/11/11/11/11/11/11/11/1(NF+T)3+I5/4C6 b - - 3 9";
  auto pos = parse_fen(fen);
  ASSERT_TRUE(pos.ok()) << pos.error().message;
  EXPECT_EQ(to_fen(*pos), fen);
  EXPECT_EQ(pos->side_to_move(), Side::Blue);
  EXPECT_EQ(stack_text(pos->at(*board::parse_square("b2"))), "(NF+T)");
}

TEST(Rules, R_FEN_2_RejectsImpossiblePositions) {
  EXPECT_FALSE(parse_fen("5c5/11/11/11/11/11/11/11/11/11/11/4CC5 r - - 0 1").ok());      // two commanders
  EXPECT_FALSE(parse_fen("5c5/11/11/11/11/11/11/11/11/11/11/11 r - - 0 1").ok());        // no red commander
  EXPECT_FALSE(parse_fen("5c5/11/11/11/11/11/11/11/11/11/5N5/4C6 r - - 0 1").ok());      // navy on land
  EXPECT_FALSE(parse_fen("5c5/11/11/11/11/11/11/11/11/11/T10/4C6 r - - 0 1").ok());      // tank at sea
  EXPECT_FALSE(parse_fen("5c5/11/11/11/11/11/11/11/11/11/4(TIM)6/4C6 r - - 0 1").ok());  // overloaded tank
}

TEST(Rules, R_FEN_3_Clocks) {
  Position pos = make({"Cj1", "ck12", "Ie5", "ie7", "ih10"});
  pos.set_clocks(5, 9);
  play(pos, "Ie5e6");
  EXPECT_EQ(pos.halfmove_clock(), 6);
  EXPECT_EQ(pos.fullmove_number(), 9);
  play(pos, "Ie7xe6");
  EXPECT_EQ(pos.halfmove_clock(), 0);
  EXPECT_EQ(pos.fullmove_number(), 10);  // after Blue's turn
}

TEST(Rules, R_FEN_3_CotulenhClockResetsOnReplacingCapturesOnly) {
  // Cotulenh (Q 19): only a replacing capture as the first sub-move resets the halfmove clock.
  Position pos = make({"Cj1", "ck12", "Ie5", "ie6", "Ic5", "nb5", "ia12", "ib12"}, Side::Red, kCotulenh);
  pos.set_clocks(7, 4);
  ASSERT_TRUE(has(pos, "Ic5_b5"));
  play(pos, "Ic5_b5");
  EXPECT_EQ(pos.halfmove_clock(), 8);  // a stay capture does not reset it
  play(pos, "Ie6xe5");
  EXPECT_EQ(pos.halfmove_clock(), 0);
}

TEST(Rules, R_PERFT_1_CountsTurns) {
  Position pos = Position::start();
  EXPECT_EQ(perft(pos, 1), 116u);
  EXPECT_EQ(perft(pos, 2), 13460u);
  // A stack of three has every ordered subset of its pieces' moves as turns, plus the whole stack's moves.
  Position stack = make({"Cj1", "ck12", "(TI)e5"});
  std::uint64_t single = 0, both = 0;
  for (const Turn& t : MoveList(stack)) (t.size == 2 ? both : single) += 1;
  EXPECT_GT(both, 0u);
  EXPECT_EQ(perft(stack, 1), single + both);
}

TEST(Rules, R_PERFT_2_SingleDeployMode) {
  Position pos = make({"Cj1", "ck12", "(TI)e5"});
  for (const Turn& t : MoveList(pos, DeployMode::Single)) EXPECT_EQ(t.size, 1);
  EXPECT_LT(perft(pos, 1, DeployMode::Single), perft(pos, 1, DeployMode::Full));
}

}  // namespace
}  // namespace saban::test
